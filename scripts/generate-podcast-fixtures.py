#!/usr/bin/env python3
"""Generate the offline podcast fixture catalogue for SerializableSwiftUI.

Everything written by this script is INVENTED: show names, hosts, guests,
episode titles and descriptions are made up here and do not describe real
podcasts or real people. The records imitate the shape (and the quirks) of
Apple's iTunes Search / Lookup API for podcasts so the offline data source,
the preview server and the decoders can be exercised without network access.

Outputs (relative to the repository root):
  Sources/PodcastCatalog/Fixtures/catalog.json
  Sources/PodcastCatalog/Fixtures/artwork/<collectionId>.svg
  Sources/PodcastCatalog/Fixtures/README.md

Usage:
  python3 scripts/generate-podcast-fixtures.py [--check]

The script uses only the Python 3 standard library and is deterministic:
every random choice comes from random.Random instances seeded with SEED plus
a stable per-show string, so running it twice produces identical bytes.
With --check it regenerates in memory and exits non-zero if the files on
disk differ (useful in CI).
"""

import colorsys
import datetime as dt
import json
import os
import random
import re
import sys
import unicodedata
import uuid
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

SEED = "serializable-swiftui-podcast-fixtures-v1"
GENERATOR = "scripts/generate-podcast-fixtures.py"
REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURE_DIR = os.path.join(REPO_ROOT, "Sources", "PodcastCatalog", "Fixtures")
ARTWORK_DIR = os.path.join(FIXTURE_DIR, "artwork")
CATALOG_PATH = os.path.join(FIXTURE_DIR, "catalog.json")
README_PATH = os.path.join(FIXTURE_DIR, "README.md")

FONT_FAMILY = "Inter, -apple-system, Helvetica, Arial, sans-serif"
ARTWORK_SIZES_PODCAST = (30, 60, 100, 600)
ARTWORK_SIZES_EPISODE = (60, 160, 600)

# The special episode the Swift tests rely on (42:13 published 2025-10-22).
SPECIAL_RELEASE = "2025-10-22T09:00:00Z"
SPECIAL_MILLIS = 2533000

EARLIEST = dt.date(2024, 1, 1)
LATEST = dt.date(2025, 11, 20)

# --------------------------------------------------------------------------
# Genres (iTunes genre ids; 26 is the root "Podcasts" genre)
# --------------------------------------------------------------------------

GENRE_IDS = {
    "Arts": 1301,
    "Business": 1321,
    "Comedy": 1303,
    "Education": 1304,
    "Fiction": 1483,
    "Government": 1511,
    "Health & Fitness": 1512,
    "History": 1487,
    "Kids & Family": 1305,
    "Leisure": 1502,
    "Music": 1310,
    "News": 1489,
    "Religion & Spirituality": 1314,
    "Science": 1533,
    "Society & Culture": 1324,
    "Sports": 1545,
    "TV & Film": 1309,
    "Technology": 1318,
    "True Crime": 1488,
}
ROOT_GENRE_ID = 26
ROOT_GENRE_NAME = "Podcasts"
REQUIRED_GENRES = ["History", "Technology", "Comedy", "Science", "News", "True Crime",
                   "Business", "Education", "Health & Fitness", "Sports"]

# --------------------------------------------------------------------------
# Invented people (combined at random for guests and crew)
# --------------------------------------------------------------------------

FIRST_NAMES = [
    "Ada", "Bilal", "Camille", "Dario", "Esme", "Farid", "Greta", "Hiro", "Imani",
    "Joaquín", "Keira", "Leon", "Mira", "Nico", "Odette", "Pavel", "Quinn", "Rania",
    "Soren", "Talia", "Umar", "Vera", "Wendell", "Xiomara", "Yosef", "Zara", "Ama",
    "Bram", "Celeste", "Dmitri", "Elif", "Fergus", "Hallie", "Ivo", "June", "Kasimir",
    "Lina", "Mateo", "Noor", "Otis",
]
LAST_NAMES = [
    "Abernethy", "Baptiste", "Castellanos", "Drummond", "Eklund", "Farrow", "Galloway",
    "Haddad", "Ishikawa", "Jovanović", "Kowalczyk", "Lacroix", "Mbatha", "Nakamura",
    "Oduya", "Petrakis", "Quarles", "Rinaldi", "Sandoval", "Takeda", "Underhill", "Varga",
    "Whitfield", "Yilmaz", "Zielinski", "Ashcombe", "Brightwater", "Coutinho", "Delacourt",
    "Ekwueme", "Fairweather", "Gunnarsdóttir", "Holloway", "Iqbal", "Jessop", "Kerrigan",
    "Lindahl", "Moreau", "Okonjo", "Pellegrino",
]
SONG_TITLES = [
    "Paper Lanterns", "Low Tide Waltz", "Satellite Morning", "Copper Kettle", "Grey Parade",
    "Slow Orbit", "Northbound", "Marigold Static", "Tin Roof Rain", "Lamplighter",
]
CLOSERS = [
    "a correction from last week", "our recommendation of the week",
    "the listener voicemail of the month", "a quick lightning round",
    "some very good news about the show", "an update on last season's mystery",
]
GENERIC_P2 = [
    "Plus, a listener question about {other}.",
    "We also circle back to {other}, because you had a lot to say about it.",
    "Later in the show: {closer}.",
    "As always, thanks to everyone who wrote in after the last episode.",
    "This one was recorded live in front of a small and very patient audience.",
    "Apologies for the slightly echoey audio; we recorded this one on the road.",
    "Next time we'll be getting into {other}.",
]

# --------------------------------------------------------------------------
# Genre-level writing material: guest roles, detail sentences, topic pools.
# Topic = (title, subject phrase that reads well mid-sentence).
# --------------------------------------------------------------------------

GENRE_ROLES = {
    "History": ["a historian", "an archaeologist", "an archivist", "a museum curator", "a historical novelist"],
    "Technology": ["a staff engineer", "an open-source maintainer", "a security researcher",
                   "a product designer", "an accessibility specialist", "a site reliability engineer"],
    "Comedy": ["a stand-up comedian", "an improv performer", "a comedy writer", "our producer",
               "a very funny friend of the show"],
    "Science": ["a marine biologist", "an astrophysicist", "a chemist", "an ecologist", "a physicist",
                "a science writer"],
    "News": ["a political correspondent", "an economics reporter", "a climate reporter", "a local editor"],
    "True Crime": ["a retired detective", "a defence attorney", "an investigative journalist",
                   "a forensic scientist"],
    "Business": ["a small-business owner", "a founder", "an accountant", "a supply-chain consultant",
                 "a marketing strategist"],
    "Education": ["a teacher", "a linguist", "a maths tutor"],
    "Health & Fitness": ["a physiotherapist", "a sports scientist", "a registered dietitian"],
    "Sports": ["a former pro", "an analyst", "a beat reporter", "a coach"],
    "Arts": ["a painter", "an illustrator", "a gallery owner"],
    "Music": ["a session drummer", "a record producer", "a songwriter", "a music journalist"],
    "TV & Film": ["a film critic", "a screenwriter", "a cinematographer", "a film editor"],
    "Society & Culture": ["a neighbour", "a local historian", "a community organiser"],
    "Leisure": ["a market gardener", "a horticulturalist"],
    "Religion & Spirituality": ["a hospital chaplain", "a retreat leader", "a theologian"],
    "Government": ["a city clerk", "a policy researcher", "a former council member"],
    "Fiction": [],
    "Kids & Family": [],
}

GENRE_DETAILS = {
    "History": [
        "Along the way we look at the letters, account books and court records that survive.",
        "As always, sources and further reading are in the show notes.",
        "It's a story about ordinary people caught up in big changes.",
        "Some of the evidence is thin, and we try to be honest about what we don't know.",
    ],
    "Technology": [
        "No prior experience needed: we explain the jargon as we go.",
        "There are war stories, a few regrets and at least one bug that still haunts us.",
        "We finish with practical tips you can try at work on Monday.",
        "Links to the tools and papers we mention are in the show notes.",
    ],
    "Comedy": [
        "Nothing in this episode should be taken as advice.",
        "There is a lot of laughing, and some of it is justified.",
        "We went off on several tangents and kept all of them.",
        "Someone's mum is going to be disappointed by this episode.",
    ],
    "Science": [
        "We check the claims against the latest research and flag what's still uncertain.",
        "Expect a couple of experiments you can try at home.",
        "It turns out the real answer is stranger than the textbook version.",
        "Questions from listeners helped shape this one.",
    ],
    "News": [
        "We explain what happened, why it matters and what to watch next.",
        "With reporting from our regional correspondents.",
        "All times mentioned are local.",
        "Corrections and clarifications are posted on our website.",
    ],
    "True Crime": [
        "This episode discusses violence and may not be suitable for all listeners.",
        "Some names have been changed to protect the families involved.",
        "We spoke to investigators, neighbours and a retired court reporter.",
        "If you have information about this case, the tip line details are in the show notes.",
    ],
    "Business": [
        "We break down the numbers so you can apply the lessons to your own business.",
        "Nothing here is financial advice.",
        "Our guest shares what worked, what didn't and what they would do differently.",
        "There's a short worksheet to go with this episode in the show notes.",
    ],
    "Education": [
        "A transcript and practice sheet are available for this episode.",
        "Pause whenever you like and try the exercises yourself.",
        "Perfect for curious learners of any age.",
        "We keep it short, clear and jargon-free.",
    ],
    "Health & Fitness": [
        "This is general information, not medical advice; talk to a professional about your own situation.",
        "We end with one small thing you can try this week.",
        "Research links are in the show notes.",
        "Listener questions are answered at the end.",
    ],
    "Sports": [
        "We also look ahead to the next round of fixtures.",
        "Stats and clips mentioned are linked in the show notes.",
        "Hot takes were had; not all of them will age well.",
        "Thanks to everyone who called in after the weekend.",
    ],
    "Arts": [
        "Materials mentioned are listed in the show notes.",
        "There's a small challenge to try in your own sketchbook.",
        "We talk about process, not just finished pieces.",
        "Recorded in the studio, so forgive the occasional radiator noise.",
    ],
    "Fiction": [
        "Performed by the Saltmarsh ensemble.",
        "Headphones recommended.",
        "Contains scenes of peril and stormy weather.",
        "Sound design by the Saltmarsh workshop.",
    ],
    "Kids & Family": [
        "Perfect for winding down at bedtime.",
        "Suitable for ages three and up.",
        "Sweet dreams, little bumblebees.",
        "Grown-ups: a colouring sheet for this story is in the show notes.",
    ],
    "Music": [
        "Song clips are short and used for commentary.",
        "The playlist link is in the show notes.",
        "We get a little nerdy about chords. Sorry, not sorry.",
        "Send us the song you think we should break down next.",
    ],
    "TV & Film": [
        "Spoiler warnings are given before we discuss endings.",
        "What we watched this week is at the end.",
        "We disagree strongly about at least one thing.",
        "The viewing guide is in the show notes.",
    ],
    "Society & Culture": [
        "Recorded on location.",
        "Some conversations have been edited for length.",
        "We'd love to hear your story, so get in touch.",
        "Photographs from the visit are in the show notes.",
    ],
    "Leisure": [
        "Timings are for a temperate climate, so adjust for yours.",
        "The plant list is in the show notes.",
        "No fancy tools required.",
        "Impatience is encouraged.",
    ],
    "Religion & Spirituality": [
        "Take a few minutes of quiet before and after listening.",
        "A short reading and a prayer are included.",
        "All are welcome, whatever your tradition.",
        "Thank you for listening and for your kind messages.",
    ],
    "Government": [
        "We stick to how things work, not who's right.",
        "Key terms are defined in the show notes.",
        "Rules vary by city and state; check your local government's website.",
        "Questions from listeners drive this series.",
    ],
}

TOPICS = {
    "history": [
        ("The Clockmakers' Strike", "the week a guild of clockmakers stopped every public clock in their city"),
        ("Ice Merchants of the North", "the nineteenth-century trade that shipped frozen lake water around the world"),
        ("A Census Taken by Candlelight", "how early census takers counted people who did not want to be counted"),
        ("The Library That Travelled by Camel", "a travelling library that crossed deserts on the backs of camels"),
        ("Postal Roads and Relay Riders", "relay riders, post horses and the first reliable mail routes"),
        ("When Tea Was Contraband", "smuggling, taxes and the strange economics of tea"),
        ("The Salt Roads", "the overland routes that carried salt, and the towns that grew along them"),
        ("Mapmakers Who Invented Islands", "phantom islands that stayed on sea charts for centuries"),
        ("A Short History of Queues", "when and why people started standing in line"),
        ("The Great Stink", "a hot summer, a polluted river and the birth of modern sewers"),
        ("Lighthouse Keepers' Logbooks", "what lighthouse logbooks reveal about storms, shipwrecks and loneliness"),
        ("Calendars at War", "the centuries-long argument over which calendar to use"),
        ("Plague Doctors, Reconsidered", "what plague doctors actually did, and the myths that grew around them"),
        ("The First Traffic Jam", "horse-drawn gridlock and the first attempts to regulate city streets"),
        ("Bread Riots", "why the price of bread toppled governments"),
        ("The Weather Diaries", "amateur weather diarists and the climate records they left behind"),
        ("Shipwrecked Cargo", "what archaeologists learn from cargo found on the sea floor"),
        ("Invisible Ink and Early Spies", "secret writing, intercepted letters and early intelligence networks"),
        ("The Sandwich Before the Sandwich", "the long history of putting food between two pieces of bread"),
        ("Bells, Towers and Timekeeping", "how church bells organised the working day"),
        ("The Women of the Observatory", "the women who did the calculations behind early astronomy"),
        ("A Town Built Twice", "a town that burned down and was rebuilt on a completely new plan"),
        ("The Bicycle Craze", "the bicycle boom of the 1890s and the freedoms it created"),
        ("Counterfeit Coins", "forgers, clipped coins and the long fight to keep money honest"),
    ],
    "hardcore": [
        ("Sea Raiders, Part I", "the mysterious seaborne raiders blamed for the end of the Late Bronze Age"),
        ("Sea Raiders, Part II", "the coastal cities that burned and the few that survived"),
        ("The Long Siege, Part I", "how ancient armies besieged walled cities for years at a time"),
        ("The Long Siege, Part II", "hunger, disease and diplomacy inside a city under siege"),
        ("The Long Siege, Part III", "the end of the siege and what the survivors chose to remember"),
        ("Horse Lords of the Steppe", "the mounted nomads whose speed terrified settled empires"),
        ("Bread and Circuses", "grain handouts, chariot races and keeping a capital city quiet"),
        ("The Mercenary Problem", "ancient states that hired armies they could not control"),
        ("Roads of Empire", "the roads, bridges and waystations that held a vast empire together"),
        ("Collapse", "why complex societies fall apart, and how fast it can happen"),
        ("Dark Age Dispatches", "what life was like in the centuries that left almost no writing"),
        ("Fire and Bronze", "metalworking, tin shortages and the first arms races"),
    ],
    "strasse": [
        ("Cobblestones of the Old Town", "the layered history under a single old-town street"),
        ("The Bridge Everyone Rebuilt", "a river crossing rebuilt seven times in five hundred years"),
        ("Market Squares", "why almost every old European town grew around a market square"),
        ("The Merchants' Warehouse", "gabled merchant warehouses and the trading league that built them"),
        ("Walking the Old City Wall", "a walk along what is left of a medieval city wall"),
        ("Canal Towns", "towns that lived and died with their canals"),
        ("Spa Towns and Sore Feet", "the nineteenth-century craze for taking the waters"),
        ("The Café as Parliament", "coffee houses where news, gossip and politics mixed"),
        ("Border Stones", "small stone markers that tell the story of shifting borders"),
        ("Railway Stations as Cathedrals", "the grand railway stations of the steam age"),
        ("Mountain Passes", "the passes that traders and pilgrims used to cross the Alps"),
        ("Straßenbahn: A Tram Story", "the history of city trams and the lines that survived"),
    ],
    "technology": [
        ("Why Your Build Is Slow", "why build times creep up and what actually brings them back down"),
        ("The Case for Boring Technology", "choosing well-understood tools over shiny new ones"),
        ("Offline-First Apps", "designing apps that keep working when the network disappears"),
        ("Postmortems Without Blame", "writing incident reviews that teach instead of punish"),
        ("Accessibility Is a Feature", "building software that works with screen readers, captions and switch controls"),
        ("What Happens When You Type a URL", "DNS, TLS, caches and everything between a keypress and a web page"),
        ("Flaky Tests", "tests that pass on Tuesday and fail on Wednesday, and how to fix them"),
        ("Declarative UI, Explained", "describing interfaces as data instead of step-by-step instructions"),
        ("Memory Leaks in the Wild", "tracking down memory that never gets freed"),
        ("The Humble Spreadsheet", "why spreadsheets still run half the world's businesses"),
        ("Keyboard Nerds", "mechanical keyboards, layouts and the pursuit of the perfect key switch"),
        ("On-Call Without Burnout", "running an on-call rotation that people don't dread"),
        ("Privacy by Default", "collecting less data and why that makes products better"),
        ("Time Zones Are Hard", "daylight saving, leap seconds and why dates break software"),
        ("Right to Repair", "repairable hardware, spare parts and who gets to fix your devices"),
        ("Small Models, Big Jobs", "running compact machine-learning models on phones and laptops"),
        ("A Week in the Life of a Maintainer", "what maintaining a popular open-source project actually looks like"),
        ("Caching and Its Discontents", "cache invalidation and the bugs that hide inside it"),
        ("Legacy Code Archaeology", "reading and gently improving code nobody remembers writing"),
        ("Where Does the Battery Go?", "where a phone's battery actually goes"),
        ("Code Review Etiquette", "giving and receiving code review without hurt feelings"),
        ("Home Lab Confessions", "servers in closets, noisy fans and self-hosting everything"),
        ("Deploying on a Friday", "whether Friday deploys are reckless or just a sign of good tooling"),
        ("Unicode and You", "emoji, accents and the text-encoding bugs they expose"),
    ],
    "comedy": [
        ("We Assembled a Wardrobe Without Instructions", "the flat-pack wardrobe that defeated both of us"),
        ("My Neighbour's Leaf Blower", "a long-running feud with a neighbour's leaf blower"),
        ("Ranking Every Breakfast Cereal", "a definitive and deeply unscientific cereal ranking"),
        ("The Group Chat Has Turned on Me", "a group chat betrayal and its fallout"),
        ("Airport Behaviour", "the unwritten rules of airports and the people who break them"),
        ("Is a Hot Dog a Sandwich? (Final Answer)", "the hot dog question, settled once and for all"),
        ("Our Worst Haircuts", "a guided tour of our worst haircuts, with photos nobody asked for"),
        ("Gym Membership Regret", "signing up for a gym in January and what happened next"),
        ("Cooking Show Dropouts", "attempting a recipe from a cooking show, with predictable results"),
        ("Autocorrect Ruined My Life", "the autocorrect mistakes listeners were brave enough to send in"),
        ("Haunted by a Voicemail", "a voicemail from 2011 that still keeps one of us awake"),
        ("The Wedding Speech", "a best man's speech that went horribly off-script"),
        ("Petty Revenge Hour", "listener stories of small, satisfying revenge"),
        ("Lost in a Furniture Superstore", "three hours inside a furniture superstore and no way out"),
        ("Life Hacks That Don't Work", "testing internet life hacks so you don't have to"),
        ("Hold Music Reviews", "rating customer-service hold music from companies that will not be named"),
        ("Family Reunion Survival Guide", "surviving a family reunion with your dignity mostly intact"),
        ("The Escape Room Incident", "an escape room, a broken lock and a very patient staff member"),
        ("Dating Profiles, Reviewed", "reading made-up dating profiles out loud and rating them"),
        ("Too Old for This Festival", "going to a music festival at an age when you need a chair"),
        ("The Office Fridge", "the politics of the shared office fridge"),
        ("Terrible Inventions", "pitching inventions the world definitely does not need"),
        ("Road Trip Snacks Tier List", "ranking road-trip snacks with unearned confidence"),
        ("Kids Say the Wildest Things", "listener-submitted quotes from small children"),
    ],
    "dates": [
        ("The Magician", "a first date with an amateur magician who would not stop doing card tricks"),
        ("He Brought His Mum", "a dinner date that came with an unexpected chaperone"),
        ("Karaoke Catastrophe", "a karaoke date that went very, very wrong"),
        ("The Split-Bill Spreadsheet", "a date who itemised the bill down to the breadsticks"),
        ("Stood Up at the Aquarium", "waiting two hours beside the jellyfish tank"),
        ("The Ex Was the Waiter", "a romantic dinner served by someone's ex"),
        ("Camping Date Disaster", "a camping date, a thunderstorm and one tent pole"),
        ("Meet Me at the Wrong Café", "two people waiting at two different cafés with the same name"),
        ("The Astrology Interview", "a date that was really a forty-minute astrology interrogation"),
        ("Locked Out", "a second date spent waiting for a locksmith"),
        ("The Imaginary Yacht", "a date who claimed to own a yacht"),
        ("Sparks (Literally)", "a fondue date and a small kitchen fire"),
        ("Ghosted Mid-Sentence", "being ghosted in the middle of a conversation"),
        ("Happy Ending 💍", "a terrible first date that somehow ended in a wedding"),
    ],
    "science": [
        ("Why Cats Land on Their Feet", "the physics of the falling cat"),
        ("The Chemistry of Burnt Toast", "what happens to bread, molecule by molecule, when it browns"),
        ("How Octopuses Think", "distributed brains and the problem-solving skills of octopuses"),
        ("Clouds You've Never Noticed", "rare cloud types and how to spot them"),
        ("The Smell of Rain", "petrichor and the chemistry behind the smell of a storm"),
        ("Tardigrades Will Outlive Us", "the tiny animals that survive boiling, freezing and even space"),
        ("Measuring a Second", "atomic clocks and the astonishing precision of modern timekeeping"),
        ("Soil Is Alive", "the fungi, bacteria and worms that keep soil healthy"),
        ("Why Is the Ocean Salty?", "where the salt in seawater comes from"),
        ("Starlight From the Past", "why looking at the night sky means looking back in time"),
        ("The Placebo Puzzle", "why fake treatments sometimes have real effects"),
        ("Volcano Weather", "how big eruptions can cool the whole planet"),
        ("Birdsong Dialects", "songbirds that learn regional accents"),
        ("Glass Is Weird", "why glass is neither an ordinary solid nor a liquid"),
        ("Sleeping Plants", "plants that fold their leaves at night, and why"),
        ("Landing on a Comet", "landing a spacecraft on a tumbling comet"),
        ("The Microbes in Your Kitchen", "everything that lives on a kitchen sponge"),
        ("Lightning, Up Close", "how lightning forms and why it zigzags"),
        ("Deep-Sea Vents", "ecosystems that thrive without sunlight"),
        ("Counting Trees From Space", "using satellites to measure the world's forests"),
        ("The Mathematics of Flocks", "how starlings move together without a leader"),
        ("Magnets, Honestly", "what a magnet actually is"),
        ("Why We Yawn", "the science of yawning and why it's contagious"),
        ("Rewilding Rivers", "what happens when dams come down and rivers run free"),
    ],
    "truecrime": [
        ("The Vanishing at Harrow Creek", "the 1987 disappearance of a school bus driver from a small creekside town"),
        ("The Lottery Ticket", "a winning lottery ticket, two claimants and one forged signature"),
        ("Fire at the Grain Elevator", "a suspicious fire that destroyed a town's grain elevator"),
        ("The Night Clerk", "a motel night clerk who saw more than she admitted"),
        ("Letters Without Stamps", "anonymous letters delivered by hand to an entire street"),
        ("The Forger of Millbrook", "a small-town painter whose copies fooled three museums"),
        ("The Missing Heirloom", "a stolen family heirloom and a will that was rewritten twice"),
        ("Ferry Crossing", "a passenger who boarded a night ferry and never got off"),
        ("The Orchard Case", "a decades-old case reopened after a new DNA test"),
        ("Witness Number Four", "an unreliable witness and the trial that hinged on her story"),
        ("The Accountant Who Wasn't", "a bookkeeper who quietly embezzled from a dozen small businesses"),
        ("Cold Trail, Warm Coffee", "a retired detective who never stopped working one case"),
        ("The Tollbooth Robbery", "a robbery at a rural tollbooth that took thirty years to solve"),
        ("Two Brothers, One Alibi", "twin brothers and an alibi that only worked for one of them"),
        ("The Snowbound Lodge", "a death at a mountain lodge cut off by a blizzard"),
        ("The Locksmith's Ledger", "a locksmith's notebook found at an estate sale"),
        ("Radio Silence", "an amateur radio operator who went missing mid-broadcast"),
        ("The Jury Room", "what happened behind closed doors during a deadlocked trial"),
        ("Message in a Bottle", "a message in a bottle that led police back to a cold case"),
        ("The Last Bus Home", "a night bus, a missing passenger and a driver's timeline"),
        ("Saltwater Inheritance", "a fishing family's inheritance dispute that turned deadly"),
        ("The Reopened File", "why a closed case was quietly reopened after twenty years"),
    ],
    "business": [
        ("Pricing Your First Product", "how to set a price without guessing"),
        ("Cash Flow Is King", "why profitable businesses still run out of money"),
        ("The Four-Day Week Experiment", "a company that tried a four-day week for a year"),
        ("Hiring Your First Employee", "the paperwork, the nerves and the payoff of a first hire"),
        ("Negotiating With Suppliers", "getting better terms without burning bridges"),
        ("When to Say No to a Customer", "letting go of customers who cost more than they pay"),
        ("Bootstrapped vs. Funded", "growing on revenue versus raising outside money"),
        ("The Invoice Nobody Paid", "chasing late payments without losing the relationship"),
        ("A Brand on a Shoestring", "building a brand with almost no budget"),
        ("Inventory Nightmares", "overstock, stockouts and forecasting demand"),
        ("Remote Teams That Work", "running a distributed team across time zones"),
        ("Franchise or Go It Alone?", "the trade-offs of buying into a franchise"),
        ("The Pivot", "changing a company's direction when the original plan stalls"),
        ("Selling the Business", "what happens when a founder decides to sell"),
        ("Customer Interviews", "talking to customers before building anything"),
        ("Family Business Feuds", "running a business with your relatives"),
        ("Index Funds, Explained", "low-cost index funds and why they're so popular"),
        ("Side Hustle to Full-Time", "turning a side project into a real job"),
        ("Subscriptions Everywhere", "why every company suddenly wants a subscription"),
        ("The Cost of a Bad Meeting", "what unproductive meetings really cost"),
        ("Containers Stuck at Sea", "why shipping containers get stuck, and what the delay costs"),
        ("Saying Sorry in Public", "how companies apologise, and when it works"),
    ],
    "spanish": [
        ("Greetings and Goodbyes", "saying hello, goodbye and everything in between"),
        ("Ordering at a Café", "ordering coffee and pastries with confidence"),
        ("Ser vs. Estar", "the two Spanish verbs for 'to be' and when to use each"),
        ("Numbers from 1 to 100", "counting, prices and phone numbers"),
        ("Asking for Directions", "finding your way around a new city"),
        ("At the Market", "shopping for fruit and vegetables at a market"),
        ("The Past Tense, Gently", "talking about what you did yesterday"),
        ("La Familia", "talking about parents, siblings and cousins"),
        ("Weather Small Talk", "chatting about the weather"),
        ("Rolling Your R's", "practising the rolled r, step by step"),
        ("Por vs. Para", "two little words that confuse every learner"),
        ("Making Plans", "inviting friends out and agreeing on a time"),
        ("False Friends", "words that look like English but mean something else"),
        ("Telling a Story", "linking sentences together to tell a short story"),
    ],
    "chalkdust": [
        ("How Do Bridges Stay Up?", "arches, trusses and the forces that hold bridges together"),
        ("Where Do New Words Come From?", "how new words make it into the dictionary"),
        ("Why Do We Have Time Zones?", "railways, clocks and the invention of time zones"),
        ("How Maps Lie", "why every flat map distorts the round Earth"),
        ("The Water Cycle, Remixed", "following one drop of water around the planet"),
        ("How Vaccines Train the Body", "how the immune system learns to recognise germs"),
        ("Paper, From Tree to Page", "how paper is made"),
        ("Why Is the Sky Blue?", "scattered sunlight and the colour of the sky"),
        ("How Votes Are Counted", "ballots, counting and checking the results"),
        ("The Secret Life of Bees", "how a beehive organises itself"),
        ("What Is a Calorie?", "measuring the energy stored in food"),
        ("How Money Works", "coins, banks and why money has value at all"),
        ("Fractions in the Kitchen", "using fractions while baking"),
    ],
    "grammar": [
        ("Who vs. Whom", "whether anyone still needs 'whom'"),
        ("The Serial Comma Wars", "the serial comma and the people who love it"),
        ("Apostrophe Catastrophes", "its, it's and the greengrocer's apostrophe"),
        ("Less vs. Fewer", "countable nouns and the supermarket sign debate"),
        ("Literally, Figuratively", "how 'literally' changed meaning"),
        ("Semicolons Without Fear", "using a semicolon with confidence"),
        ("Split Infinitives", "why boldly splitting infinitives is fine"),
        ("Affect or Effect?", "telling affect and effect apart"),
        ("The Passive Voice Was Used", "when the passive voice helps and when it hides"),
        ("Dangling Modifiers", "sentences that accidentally say something absurd"),
        ("Singular They", "the long history of singular 'they'"),
        ("Ending Sentences With Prepositions", "a rule that was never really a rule"),
    ],
    "maths": [
        ("Percentages at the Shop", "working out discounts and tips in your head"),
        ("What Is Pi, Really?", "the ratio that shows up everywhere"),
        ("A 70% Chance of Rain", "what a weather forecast's probability actually means"),
        ("Big Numbers", "millions, billions and making sense of scale"),
        ("Graphs That Mislead", "how charts can tell the truth and still deceive"),
        ("The Joy of Estimation", "getting roughly the right answer quickly"),
        ("Compound Growth", "why small percentages add up to huge numbers"),
        ("Geometry in the Garden", "laying out a garden with triangles and circles"),
        ("Averages Aren't Always Average", "the mean, the median and why they differ"),
        ("Infinity, Gently", "why some infinities are bigger than others"),
        ("Codes and Ciphers", "the maths behind secret messages"),
        ("Patterns in Nature", "spirals, symmetry and sunflower seeds"),
    ],
    "running": [
        ("Zone 2, Explained", "why easy running builds a bigger aerobic engine"),
        ("Your First 5K", "going from the couch to a first 5K"),
        ("Shoes Without the Hype", "choosing running shoes without overspending"),
        ("Running in the Heat", "staying safe on hot summer runs"),
        ("The Long Run", "why the weekly long run matters"),
        ("Injury Comebacks", "returning to running after an injury"),
        ("Strength Training for Runners", "the gym work that prevents injuries"),
        ("Race-Day Nerves", "managing nerves before a big race"),
        ("Running After Fifty", "training smart in your fifties and beyond"),
        ("Trail vs. Road", "what changes when you leave the pavement"),
        ("Fuel for the Marathon", "eating and drinking during long races"),
        ("Rest Days Are Training", "why recovery is part of the plan"),
    ],
    "sleep": [
        ("Why We Dream", "current theories about what dreams are for"),
        ("Caffeine's Long Shadow", "how an afternoon coffee affects sleep at midnight"),
        ("The 3 a.m. Wake-Up", "waking in the night and getting back to sleep"),
        ("Naps, Reconsidered", "how long a nap should really be"),
        ("Night Owls and Morning Larks", "chronotypes and whether you can change yours"),
        ("Screens Before Bed", "what the evidence says about phones at bedtime"),
        ("Snoring Is Not a Joke", "snoring, sleep apnoea and when to see a doctor"),
        ("Jet Lag Survival", "resetting your body clock after travel"),
        ("Sleep and Memory", "how sleep helps the brain keep what we learned"),
        ("The Perfect Bedroom", "temperature, light and noise in the bedroom"),
        ("Teenagers Need More Sleep", "why teenagers' body clocks run late"),
        ("Shift Work", "sleeping while the rest of the world is awake"),
    ],
    "nutrition": [
        ("Protein, How Much?", "how much protein most people actually need"),
        ("The Fibre Gap", "why most of us eat too little fibre"),
        ("Breakfast Myths", "whether breakfast really is the most important meal"),
        ("Reading Food Labels", "making sense of nutrition labels"),
        ("Fermented Foods", "yoghurt, kimchi and the gut"),
        ("Eating Well on a Budget", "healthy meals that don't cost much"),
        ("Sugar, Without Panic", "a calm look at sugar"),
        ("Hydration Facts", "how much water you really need"),
        ("Meal Prep for Busy Weeks", "cooking once and eating well all week"),
        ("Supplements: Worth It?", "which supplements have good evidence behind them"),
        ("Feeding Picky Eaters", "helping children try new foods"),
        ("Snacks That Satisfy", "snacks that actually keep you full"),
    ],
    "mobility": [
        ("A Five-Minute Morning Routine", "a short routine to loosen up stiff joints"),
        ("Desk Posture Myths", "whether there's really a perfect way to sit"),
        ("Tight Hips", "opening tight hips after a day of sitting"),
        ("Balance Training", "simple balance drills that help prevent falls"),
        ("Shoulders and Screens", "easing neck and shoulder tension"),
        ("Stretching vs. Mobility", "the difference between stretching and mobility work"),
        ("Knees Over Toes", "whether your knees should go past your toes"),
        ("Walking as Medicine", "the underrated power of a daily walk"),
        ("Grip Strength", "why grip strength predicts healthy ageing"),
        ("Back Pain Basics", "what helps, and what doesn't, for everyday back pain"),
        ("Yoga for Sceptics", "yoga for people who think they're not flexible"),
        ("Recovery Gadgets", "foam rollers, massage guns and what actually helps"),
    ],
    "football": [
        ("The Pressing Trap", "why high-pressing teams concede so many long balls"),
        ("Set-Piece Coaches", "the specialists who design corner routines"),
        ("Derby Day", "a fierce local derby and what it means to two towns"),
        ("The Sweeper Keeper", "goalkeepers who start attacks with their feet"),
        ("Promotion Race", "a tense promotion race going into the final weeks"),
        ("Academy Graduates", "young players breaking into the first team"),
        ("Transfer Window Madness", "deadline-day deals and the ones that fell through"),
        ("Fixture Congestion", "three games a week and the injuries that follow"),
        ("The Relegation Scrap", "clubs fighting to stay up"),
        ("Tactics Board: Back Three", "the return of the back three"),
        ("Fan-Owned Clubs", "supporter-owned clubs and how they're run"),
        ("Cup Upsets", "lower-league giant-killers in the cup"),
    ],
    "baseball": [
        ("The Opener Experiment", "starting games with a relief pitcher"),
        ("Spin Rate", "what spin rate tells us about a pitch"),
        ("Minor-League Bus Rides", "life on the road in the minor leagues"),
        ("The Pitch Clock Era", "how the pitch clock changed the pace of the game"),
        ("Closer by Committee", "teams without a set closer"),
        ("Knuckleball Nostalgia", "the disappearing art of the knuckleball"),
        ("Trade Deadline Arms", "relievers moved at the trade deadline"),
        ("Bullpen Catchers", "the unsung catchers who warm up pitchers"),
        ("Elbow Surgery Comebacks", "pitchers returning from elbow reconstruction"),
        ("The Sweeper Slider", "the breaking ball everyone is suddenly throwing"),
        ("Extra Innings", "the automatic runner and marathon games"),
        ("Radar Guns and Teenagers", "how scouts evaluate teenage arms"),
    ],
    "boxscore": [
        ("Upset Weekend", "a weekend full of upsets"),
        ("The Rookie Report", "the rookies making an early impact"),
        ("Comeback Stories", "veterans returning from long injuries"),
        ("Power Rankings Panic", "the week's power rankings and who is overreacting"),
        ("Waiver Wire Wednesday", "the fantasy waiver-wire pickups worth making"),
        ("Stat of the Week", "one number that explains the whole week"),
        ("Coaching Carousel", "coaches hired, fired and rumoured"),
        ("Rivalry Week", "the rivalry games everyone circled on the calendar"),
        ("Trade Rumours, Ranked", "the week's trade rumours, ranked by plausibility"),
        ("Playoff Picture", "who's in, who's out and who controls their own fate"),
        ("Awards Watch", "early front-runners for end-of-season awards"),
        ("Weather Games", "snow, rain and wind games"),
    ],
    "ultra": [
        ("The First Hundred Miles", "finishing a first hundred-mile race"),
        ("Running Through the Night", "running through the night by headlamp"),
        ("Aid Station Food", "what ultrarunners actually eat"),
        ("Crewing a Race", "the friends and family who crew"),
        ("DNF", "dropping out of a race and coming back stronger"),
        ("Mountain Weather", "storms, snow and changing plans"),
        ("Blisters", "foot care over very long distances"),
        ("Fastest Known Times", "speed records on famous routes"),
        ("Solo Adventures", "running long routes alone"),
        ("The Mental Game", "what happens in your head after twenty hours"),
        ("Desert Stage Races", "multi-day races across the desert"),
        ("Volunteering at Races", "the volunteers who make races possible"),
    ],
    "hoops": [
        ("Pick-and-Roll Coverages", "drop, switch and hedge coverages"),
        ("The Corner Three", "why the corner three is the most valuable shot"),
        ("Transition Defence", "getting back on defence after a miss"),
        ("Bench Units", "second units that swing games"),
        ("Clutch Time Play Calls", "the plays teams run in the last two minutes"),
        ("Zone Defence Revival", "why zone defence is back"),
        ("Rebounding Is Effort", "boxing out and winning second chances"),
        ("Film Session: Off-Ball Screens", "off-ball screens that free up shooters"),
        ("Post Play Isn't Dead", "players who still score with their back to the basket"),
        ("Rookie Minutes", "how coaches handle rookie playing time"),
        ("Free-Throw Routines", "the routines players use at the line"),
        ("Draft Board Debates", "arguing over the draft board"),
    ],
    "painting": [
        ("Painting Skies", "painting skies that don't look flat"),
        ("The Colour Wheel Is Lying", "why the colour wheel from school is a simplification"),
        ("Sketchbook Habits", "keeping a daily sketchbook"),
        ("Pricing Your Art", "putting a price on original work"),
        ("Painting Outdoors", "plein-air painting with wind, bugs and changing light"),
        ("Creative Block", "getting unstuck when nothing works"),
        ("Happy Watercolour Accidents", "embracing blooms and accidents in watercolour"),
        ("A Studio on the Kitchen Table", "making art in a small space"),
        ("Portraits Without Fear", "drawing faces that actually look like the sitter"),
        ("Art School or Not?", "whether formal training matters"),
        ("Selling at Markets", "selling prints at weekend craft markets"),
        ("Old Masters, New Eyes", "what classical paintings teach modern painters"),
    ],
    "lighthouse": [
        ("Chapter 1: The Keeper's Arrival", "a new keeper arrives at the lighthouse as a storm rolls in"),
        ("Chapter 2: Lamp Oil and Letters", "a bundle of letters is found beneath the lamp room floor"),
        ("Chapter 3: The Supply Boat", "the supply boat arrives a day late with an unexpected passenger"),
        ("Chapter 4: Fog Signal", "the fog signal sounds on a perfectly clear night"),
        ("Chapter 5: The Drowned Bell", "villagers speak of a bell heard beneath the waves"),
        ("Chapter 6: What the Logbook Says", "the previous keeper's logbook stops mid-sentence"),
        ("Chapter 7: The Causeway", "a race across the causeway before the tide turns"),
        ("Chapter 8: Signals", "lights answer from an island that should be empty"),
        ("Chapter 9: The Inquiry", "a harbour-board inquiry asks difficult questions"),
        ("Chapter 10: Low Tide", "the sea gives back something it took long ago"),
        ("Chapter 11: The Lamp Goes Dark", "the light fails on the longest night of the year"),
        ("Chapter 12: Wrenmoor", "the truth about the last keeper comes out"),
    ],
    "bedtime": [
        ("The Snail Who Wanted to Race", "a slow snail who enters the big garden race"),
        ("Moonbeam the Sleepy Owl", "an owl who keeps falling asleep at night"),
        ("The Cloud That Couldn't Rain", "a little cloud who learns to share"),
        ("Pip and the Lost Button", "a mouse searching for a missing button"),
        ("The Library Dragon", "a dragon who guards books and loves to read"),
        ("Teddy's Big Adventure", "a teddy bear left behind at the park"),
        ("The Lighthouse Cat", "a cat who helps the lighthouse keeper"),
        ("Grandma's Garden Gnome", "a garden gnome who comes alive at night"),
        ("The Star Who Fell Down", "a small star who needs help getting home"),
        ("Bumble's Birthday", "a bumblebee planning a surprise party"),
        ("The Quiet Drum", "a drum who was too shy to make a sound"),
        ("Sleepy Sea Turtles", "baby turtles finding their way to the sea"),
    ],
    "music": [
        ("Why the Bridge Matters", "the bridge section of a pop song and why it works"),
        ("Drum Machines Forever", "the drum machines that shaped decades of music"),
        ("One-Hit Wonders", "what happens after a single huge hit"),
        ("The Key Change", "the dramatic final key change"),
        ("Basslines You Hum", "basslines more memorable than the melody"),
        ("Album Sequencing", "the art of ordering songs on an album"),
        ("Covers Better Than the Original", "cover versions that outshone the original"),
        ("Studio Accidents", "happy mistakes that ended up on records"),
        ("The Fade-Out", "why songs used to fade out"),
        ("Sampling, Explained", "how samples are cleared and reused"),
        ("Touring on a Budget", "life on the road for independent bands"),
        ("Vinyl's Comeback", "why records came back"),
    ],
    "tvfilm": [
        ("Cold Opens We Love", "the best cold opens on television"),
        ("Franchise Fatigue", "sequels, reboots and audience fatigue"),
        ("Cinematography 101", "how framing and light tell a story"),
        ("The Perfect Finale", "what makes a satisfying series finale"),
        ("Practical Effects", "practical effects versus computer graphics"),
        ("The Limited Series Boom", "why limited series took over"),
        ("Scores That Carry a Scene", "film scores that do the heavy lifting"),
        ("Binge vs. Weekly", "binge releases versus weekly episodes"),
        ("Casting Against Type", "actors cast against type"),
        ("Festival Season", "the festival circuit and awards buzz"),
        ("Rewatch Club: Holiday Specials", "revisiting holiday specials"),
        ("Trailers Give Too Much Away", "trailers that spoil the movie"),
    ],
    "tinyrooms": [
        ("The Night-Shift Baker", "a baker who works while the city sleeps"),
        ("Letters to a Pen Pal", "a pen-pal friendship that lasted fifty years"),
        ("The Last Video Store", "the owner of a town's last video rental store"),
        ("Starting Over at Sixty", "moving to a new country at sixty"),
        ("The Tailor's Shop", "a tailor who has altered clothes for three generations"),
        ("Roommates Across Generations", "a student and a retiree sharing a flat"),
        ("The Lost-and-Found Office", "everything people leave behind on trains"),
        ("Learning to Swim at Forty", "an adult learning to swim"),
        ("The Community Fridge", "neighbours sharing food through a street fridge"),
        ("Small-Town Radio Host", "a radio host who knows everyone's birthday"),
        ("The Wedding Photographer", "twenty years of other people's happiest days"),
        ("A Street Without Cars", "a street that banned cars for a summer"),
    ],
    "gardening": [
        ("Fast Crops", "radishes, salad leaves and other quick wins"),
        ("Balcony Tomatoes", "growing tomatoes in pots"),
        ("Compost Without Tears", "composting that doesn't smell"),
        ("Slugs: The Enemy", "keeping slugs away without poison"),
        ("Houseplants That Survive Neglect", "plants that forgive forgetful owners"),
        ("Seed Swaps", "trading seeds with the neighbours"),
        ("Raised Beds in a Weekend", "building raised beds quickly"),
        ("Herbs on the Windowsill", "a kitchen herb garden"),
        ("Bulbs for Lazy Spring Colour", "planting bulbs in autumn"),
        ("Watering Less", "drought-tolerant gardening"),
        ("Pruning Panic", "what to prune and when"),
        ("Wildflower Corners", "letting part of the lawn grow wild"),
    ],
    "stillwater": [
        ("On Patience", "patience in a hurried world"),
        ("Gratitude in Hard Seasons", "practising gratitude when life is difficult"),
        ("The Practice of Silence", "making room for silence"),
        ("Forgiveness Takes Time", "forgiveness as a slow process"),
        ("A Day of Rest", "the ancient idea of a day of rest"),
        ("Hospitality", "welcoming strangers"),
        ("Doubt and Faith", "doubt as part of faith"),
        ("Morning Prayer", "beginning the day with prayer"),
        ("Grief and Hope", "holding grief and hope together"),
        ("Small Acts of Kindness", "everyday kindness"),
        ("Pilgrimage", "journeys with meaning"),
        ("Simplicity", "the freedom of living simply"),
    ],
    "civics": [
        ("How a Bill Becomes Law", "the steps a bill goes through"),
        ("What Does a City Council Do?", "the powers of local councils"),
        ("Budgets, Explained", "how public budgets are drawn up"),
        ("Redistricting", "how electoral boundaries are drawn"),
        ("Public Comment Periods", "how residents can comment on new rules"),
        ("Who Runs the Water Utility?", "the agencies behind your tap water"),
        ("Jury Duty", "what happens when you're called for jury duty"),
        ("Public Records Requests", "how to request public records"),
        ("Zoning 101", "zoning and why it shapes neighbourhoods"),
        ("The Census and You", "why the census matters"),
        ("Special Districts", "the obscure local governments nobody has heard of"),
        ("How to Read a Ballot Measure", "decoding ballot measures"),
    ],
}

# Invented, deliberately non-specific headlines (no real places or people).
HEADLINES = [
    "city council approves late-night buses", "a heatwave breaks regional records",
    "rail workers reach a tentative deal", "a new library opens in a converted factory",
    "farmers brace for an early frost", "the central bank holds rates steady",
    "a bridge closure snarls traffic", "schools trial later start times",
    "record turnout in local elections", "wildfire crews contain a hillside blaze",
    "a port strike delays holiday shipments", "hospitals expand evening clinics",
    "the housing market cools", "a museum returns artefacts to their place of origin",
    "coastal towns debate new sea walls", "a teenage chess prodigy wins the national title",
    "a water main break floods downtown streets", "lawmakers debate a plastic bag ban",
    "fuel prices dip ahead of the holidays", "a comet becomes visible to the naked eye",
    "a regional airline adds new routes", "unemployment ticks down",
    "storm warnings along the coast", "volunteers rescue a stranded whale",
    "the city tests driverless shuttles", "a new bike lane network opens",
    "a cyberattack disrupts hospital records", "a drought emergency is declared",
    "a long-running trial reaches a verdict", "a tech company announces layoffs",
    "an offshore wind farm wins approval", "school lunch prices rise",
    "a historic theatre reopens", "a power outage hits the eastern suburbs",
    "small towns grow for the first time in decades", "vaccine clinics open after a measles outbreak",
]

# --------------------------------------------------------------------------
# The shows. Durations are minutes; cadence is daily/weekly/biweekly/
# irregular/monthly/longform; newest is the newest episode's date (UTC).
# --------------------------------------------------------------------------

def show(name, artist, host, genre, topics, cadence, eps, dur, style="plain", explicit=False,
         newest=None, time="09:00", guest_p=0.5, roles=None, ordered=False, special=False):
    return dict(name=name, artist=artist, host=host, genre=genre, topics=topics, cadence=cadence,
                eps=eps, dur=dur, style=style, explicit=explicit, newest=newest, time=time,
                guest_p=guest_p, roles=roles, ordered=ordered, special=special)


SHOWS = [
    # History
    show("Hardcore Chronicles: Ancient History Unabridged", "Corin Ashdown", "Corin", "History", "hardcore",
         "longform", (10, 12), (92, 150), style="ep", explicit=True, time="11:00", guest_p=0.0, ordered=True),
    show("Footnotes of History", "Priya Castellane & Owen Marchetti", "Priya and Owen", "History", "history",
         "weekly", (20, 24), (34, 52), newest="2025-10-22", time="09:00", guest_p=0.4, special=True),
    show("The Cartographer's Attic", "Lydia Ferncastle", "Lydia", "History", "history",
         "biweekly", (14, 20), (25, 40), style="num", time="06:30", guest_p=0.5),
    show("Straße & Stein: Walking Europe's Past", "Jörg Albrecht-Mahler", "Jörg", "History", "strasse",
         "irregular", (10, 12), (20, 35), time="07:15", guest_p=0.3),
    show("Receipts from the Past: Everyday Life in History", "Bramble Hill Audio", "Hetty Marsh", "History",
         "history", "weekly", (12, 18), (18, 30), style="hash", newest="2025-03-12", time="05:00", guest_p=0.3),
    # Technology
    show("Stack Trace Radio", "Nadia Okonkwo-Reyes & Theo Lindqvist", "Nadia and Theo", "Technology",
         "technology", "weekly", (18, 24), (45, 75), style="ep", time="13:00", guest_p=0.7),
    show("Kernel Panic at the Café", "Café Kernel Collective", "the Café Kernel crew", "Technology",
         "technology", "biweekly", (12, 18), (55, 95), style="hash", time="16:00", guest_p=0.5),
    show("Ship It Friday", "Marcus Velde", "Marcus", "Technology", "technology",
         "weekly", (16, 22), (20, 35), newest="2025-11-14", time="12:00", guest_p=0.2),
    show("The Quiet Circuit", "Ines Harrow", "Ines", "Technology", "technology",
         "irregular", (10, 16), (30, 50), style="guest", time="08:00", guest_p=0.9),
    show("Latency & Lemonade", "Wirehouse Media", "Devon Pike", "Technology", "technology",
         "weekly", (18, 20), (25, 45), newest="2024-06-19", time="10:00", guest_p=0.5),
    # Comedy
    show("Well, Damn", "Benny Rusk & Tamsin Oyelaran", "Benny and Tamsin", "Comedy", "comedy",
         "weekly", (20, 24), (55, 85), style="ep", explicit=True, time="04:00", guest_p=0.5),
    show("Two Cousins, One Microphone", "The Abernathy-Kwon Cousins", "Jess and Danny", "Comedy", "comedy",
         "weekly", (16, 22), (40, 65), time="07:00", guest_p=0.3),
    show("Worst Date Ever 💔", "Jules Paragon", "Jules", "Comedy", "dates",
         "weekly", (12, 14), (30, 45), style="num", explicit=True, time="20:00", guest_p=0.6),
    show("Overthinking It Out Loud", "Dana Whitlock", "Dana", "Comedy", "comedy",
         "biweekly", (10, 16), (25, 40), time="14:30", guest_p=0.2),
    show("The Ridiculously Thorough Investigation Into Things That Absolutely Do Not Matter "
         "(But We Talk About Them Anyway)", "Pete Lamarche & Sunny Adebayo-Frost", "Pete and Sunny",
         "Comedy", "comedy", "irregular", (10, 14), (60, 110), style="hash", time="10:00", guest_p=0.4),
    # Science
    show("Half-Life Hour", "Dr. Anika Bergström", "Anika", "Science", "science",
         "weekly", (18, 24), (50, 70), style="guest", time="08:00", guest_p=0.9),
    show("Petri Dish Dispatch", "Calloway Science Media", "Rhea Calloway", "Science", "science",
         "weekly", (14, 20), (22, 35), time="05:00", guest_p=0.4),
    show("Deep Field Notes", "Rosalind Achebe-Hart", "Rosalind", "Science", "science",
         "monthly", (12, 16), (40, 60), style="ep", time="15:00", guest_p=0.6),
    show("Why Is the Sky?", "Milo & Wren Tasker", "Milo and Wren", "Science", "science",
         "biweekly", (12, 18), (15, 25), time="18:00", guest_p=0.2),
    # News
    show("Kettle On: The Morning Briefing", "Kettle On Audio", "Farah Lindell", "News", "headlines",
         "daily", (24, 28), (14, 22), style="news_daily", time="10:00", guest_p=0.0),
    show("Seven Minutes Sharp", "Northgate Newsroom", "Cal Benedetti", "News", "headlines",
         "daily", (26, 30), (8, 10), style="news_short", time="11:00", guest_p=0.0),
    show("Dispatch Desk Weekly", "Harbor Street Media", "Ruth Okafor and Sam Lyle", "News", "headlines",
         "weekly", (16, 22), (38, 58), style="news_weekly", time="22:00", guest_p=0.5),
    show("Between the Headlines", "Amara Quell", "Amara", "News", "headlines",
         "weekly", (12, 18), (28, 45), style="news_explainer", time="09:30", guest_p=0.8),
    # True Crime
    show("Cold Case Lantern", "Meredith Vane", "Meredith", "True Crime", "truecrime",
         "weekly", (18, 22), (45, 70), style="ep", time="08:00", guest_p=0.5),
    show("The Paper Trail Murders", "Silas Penhallow", "Silas", "True Crime", "truecrime",
         "biweekly", (12, 16), (35, 60), time="07:00", guest_p=0.4),
    show("Small Town, Sealed Files", "Everly Brooks", "Everly", "True Crime", "truecrime",
         "weekly", (14, 20), (40, 55), style="hash", time="09:00", guest_p=0.5),
    show("Alibi at Dusk", "Counterpoint Audio", "Jonah Reyes", "True Crime", "truecrime",
         "irregular", (10, 14), (30, 50), style="num", time="23:00", guest_p=0.4),
    show("Quiet Street Disappearances", "Tobias Wren & Kat Moreland", "Tobias and Kat", "True Crime",
         "truecrime", "weekly", (12, 18), (60, 95), style="ep", explicit=True, newest="2025-06-18",
         time="04:00", guest_p=0.3),
    # Business
    show("Margin Call Coffee", "Devika Rao", "Devika", "Business", "business",
         "weekly", (18, 22), (25, 40), style="guest", time="10:00", guest_p=0.9),
    show("Founders Without Filters", "Luca Brennan", "Luca", "Business", "business",
         "weekly", (14, 20), (50, 80), style="ep", explicit=True, time="12:00", guest_p=0.8),
    show("The Small Shop Show", "Harriet Ngata", "Harriet", "Business", "business",
         "biweekly", (12, 18), (30, 45), time="19:00", guest_p=0.6),
    show("Pallets & Ports", "Oakline Media", "Graham Tettey", "Business", "business",
         "monthly", (10, 14), (35, 50), time="13:00", guest_p=0.6,
         roles=["a supply-chain consultant", "a freight forwarder", "a warehouse manager"]),
    # Education
    show("Learn Spanish in Tiny Bites", "Profesora Lucía Ibáñez", "Lucía", "Education", "spanish",
         "weekly", (12, 14), (8, 14), style="lesson", time="06:00", guest_p=0.0),
    show("Chalk Dust Curiosities", "Abel Fontaine", "Mr. Fontaine", "Education", "chalkdust",
         "biweekly", (10, 13), (15, 25), time="15:30", guest_p=0.3),
    show("Grammar Gremlins", "Tess Harlan", "Tess", "Education", "grammar",
         "weekly", (10, 12), (10, 18), time="07:45", guest_p=0.3, roles=["a linguist", "a copy editor"]),
    show("Mathematics for the Math-Averse", "Dr. Kofi Mensah-Lyle", "Kofi", "Education", "maths",
         "irregular", (10, 12), (20, 35), style="ep", time="17:00", guest_p=0.3,
         roles=["a maths teacher", "a statistician"]),
    # Health & Fitness
    show("Run Slow, Live Long", "Coach Bex Ramirez", "Bex", "Health & Fitness", "running",
         "weekly", (10, 12), (30, 50), style="guest", time="05:30", guest_p=0.8,
         roles=["a running coach", "a sports physiotherapist", "a sports scientist", "a marathon runner"]),
    show("Lights Out Lab", "Dr. Hana Whitcombe", "Hana", "Health & Fitness", "sleep",
         "biweekly", (10, 12), (25, 40), style="ep", time="21:00", guest_p=0.5,
         roles=["a sleep researcher", "a neurologist", "a respiratory physician"]),
    show("Kitchen Table Nutrition", "Ola & Finn Sørensen", "Ola and Finn", "Health & Fitness", "nutrition",
         "weekly", (10, 12), (20, 35), time="11:00", guest_p=0.4,
         roles=["a registered dietitian", "a paediatric nutritionist", "a home cook"]),
    show("Creaky Joints Club", "Jasper Quince", "Jasper", "Health & Fitness", "mobility",
         "weekly", (10, 12), (12, 20), time="06:00", guest_p=0.3,
         roles=["a physiotherapist", "a yoga teacher", "a strength coach"]),
    # Sports
    show("Stoppage Time Theories", "Declan Moyo & Rafa Lindgren", "Declan and Rafa", "Sports", "football",
         "weekly", (10, 12), (50, 75), style="ep", time="22:00", guest_p=0.4),
    show("The Bullpen Notebook", "Maxine Delacroix", "Maxine", "Sports", "baseball",
         "weekly", (10, 12), (35, 55), time="15:00", guest_p=0.5),
    show("Box Score Breakfast", "Tre Halvorsen", "Tre", "Sports", "boxscore",
         "daily", (10, 12), (18, 28), time="11:30", guest_p=0.2),
    show("Ultra: Stories from the Long Trail", "Nell Carraway", "Nell", "Sports", "ultra",
         "monthly", (10, 12), (60, 120), style="guest", time="09:00", guest_p=0.9,
         roles=["an ultrarunner", "a race director", "a mountain guide"]),
    show("Hardcore Hoops Film Room", "Isaiah Grant & Bo Kettering", "Isaiah and Bo", "Sports", "hoops",
         "weekly", (10, 12), (45, 70), style="hash", explicit=True, time="17:00", guest_p=0.4),
    # Other genres (one show each)
    show("Brushwork & Bad Coffee", "Élodie Marchand", "Élodie", "Arts", "painting",
         "biweekly", (10, 12), (25, 40), time="09:00", guest_p=0.5),
    show("The Lighthouse at Wrenmoor", "Saltmarsh Theatre Company", "the Saltmarsh ensemble", "Fiction",
         "lighthouse", "weekly", (12, 12), (22, 34), style="plain", time="05:00", guest_p=0.0, ordered=True),
    show("Bedtime Bumblebees", "Auntie Mae Corbett", "Auntie Mae", "Kids & Family", "bedtime",
         "weekly", (10, 12), (8, 12), time="23:00", guest_p=0.0),
    show("B-Side Theory", "Rico Valente", "Rico", "Music", "music",
         "biweekly", (10, 12), (40, 65), style="ep", time="16:00", guest_p=0.6),
    show("Second Screen Society", "Gwen Astley & Omar Falk", "Gwen and Omar", "TV & Film", "tvfilm",
         "weekly", (10, 12), (50, 80), style="ep", time="18:00", guest_p=0.3),
    show("Tiny Rooms, Big Lives", "Yusra Bell", "Yusra", "Society & Culture", "tinyrooms",
         "biweekly", (10, 12), (20, 32), time="08:00", guest_p=0.7),
    show("Gardening for Impatient People 🌱", "Prue Oakhart", "Prue", "Leisure", "gardening",
         "weekly", (10, 12), (15, 25), newest="2025-07-09", time="07:00", guest_p=0.3),
    show("Still Water Mornings", "Rev. Samuel Adeyemi-Ross", "Samuel", "Religion & Spirituality", "stillwater",
         "weekly", (10, 12), (10, 16), time="05:00", guest_p=0.2),
    show("Civics in Plain English", "Municipal Media Lab", "Rosa Delgado-Finch", "Government", "civics",
         "monthly", (10, 12), (20, 30), time="14:00", guest_p=0.5),
]

# --------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------

WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
CENSORED_WORDS = {"damn": "d**n", "hell": "h**l"}
TRANSLITERATE = {"ß": "ss", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "đ": "d", "ł": "l", "&": " and "}


def show_rng(show_def, purpose):
    """Independent, stable random stream per show and purpose."""
    return random.Random(f"{SEED}:{show_def['name']}:{purpose}")


def slugify(text, max_len=80):
    for src, dst in TRANSLITERATE.items():
        text = text.replace(src, dst)
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii").lower()
    text = text.replace("'", "")
    slug = re.sub(r"[^a-z0-9]+", "-", text).strip("-")
    if len(slug) > max_len:
        slug = slug[:max_len].rsplit("-", 1)[0]
    return slug


def censor(text):
    def repl(m):
        word = m.group(0)
        masked = CENSORED_WORDS[word.lower()]
        return word[0] + masked[1:]
    pattern = r"\b(" + "|".join(CENSORED_WORDS) + r")\b"
    return re.sub(pattern, repl, text, flags=re.IGNORECASE)


def cap(text):
    return text[:1].upper() + text[1:]


def iso(moment):
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def fmt_clock(seconds):
    h, rem = divmod(int(seconds), 3600)
    m, s = divmod(rem, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m:02d}:{s:02d}"


def join_list(items):
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]


def person(rng):
    return f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"


def artwork_url(collection_id, size):
    return f"/fixtures/artwork/{collection_id}/{size}x{size}bb.svg"


# --------------------------------------------------------------------------
# Dates
# --------------------------------------------------------------------------

def release_dates(show_def, count):
    rng = show_rng(show_def, "dates")
    if show_def["newest"]:
        newest = dt.date.fromisoformat(show_def["newest"])
    else:
        start = dt.date(2025, 9, 8)
        newest = start + dt.timedelta(days=rng.randint(0, (dt.date(2025, 11, 19) - start).days))
    cadence = show_def["cadence"]
    if cadence == "daily":
        while newest.weekday() >= 5:
            newest -= dt.timedelta(days=1)
    hour, minute = (int(x) for x in show_def["time"].split(":"))
    dates = []
    day = newest
    for i in range(count):
        m = minute
        s = 0
        if i > 0 and rng.random() < 0.2:   # occasional late upload
            m = min(59, minute + rng.choice([3, 7, 15, 22, 30]))
            s = rng.choice([0, 0, 12, 41])
        if i == 0 and show_def["special"]:
            m, s = minute, 0
        dates.append(dt.datetime(day.year, day.month, day.day, hour, m, s))
        if cadence == "daily":
            day -= dt.timedelta(days=1)
            while day.weekday() >= 5:
                day -= dt.timedelta(days=1)
        elif cadence == "weekly":
            day -= dt.timedelta(days=14 if rng.random() < 0.1 else 7)
        elif cadence == "biweekly":
            day -= dt.timedelta(days=14 + rng.choice([0, 0, 0, -1, 1]))
        elif cadence == "irregular":
            day -= dt.timedelta(days=rng.randint(5, 21))
        elif cadence == "monthly":
            day -= dt.timedelta(days=rng.randint(26, 35))
        elif cadence == "longform":
            day -= dt.timedelta(days=rng.randint(35, 56))
        else:
            raise ValueError(cadence)
    return dates  # newest first


# --------------------------------------------------------------------------
# Episode writing
# --------------------------------------------------------------------------

def episode_title(show_def, n, topic_title, guest, when, headlines):
    style = show_def["style"]
    if style == "plain":
        return topic_title
    if style == "ep":
        return f"Ep. {n}: {topic_title}"
    if style == "hash":
        return f"#{n} \u2013 {topic_title}"
    if style == "num":
        return f"{n}. {topic_title}"
    if style == "guest":
        return f"{topic_title} (with {guest[0]})" if guest else topic_title
    if style == "lesson":
        return f"Lección {n}: {topic_title}"
    if style == "news_daily":
        return f"{cap(headlines[0])}, {headlines[1]}, and more"
    if style == "news_short":
        return f"{WEEKDAYS[when.weekday()]} {when.day} {MONTHS[when.month - 1]}: {cap(headlines[0])}"
    if style == "news_weekly":
        return f"Week in Review: {cap(headlines[0])}"
    if style == "news_explainer":
        return f"Explained: {cap(headlines[0])}"
    raise ValueError(style)


def episode_text(show_def, rng, subject, other, guest, topic_title, seconds):
    genre = show_def["genre"]
    host = show_def["host"]
    plural = " and " in host

    def verb(singular, plural_form):
        return plural_form if plural else singular

    details = GENRE_DETAILS[genre]
    d1, d2 = rng.sample(details, 2)

    # Paragraph 1: what the episode is about.
    if genre == "Fiction":
        intro = f"{cap(subject)}."
    elif genre == "Kids & Family":
        intro = f"Tonight's story is about {subject}."
    elif genre == "News":
        intro = f"Today: {subject}."
    elif genre == "Religion & Spirituality":
        intro = f"A short reflection on {subject}."
    elif guest:
        name, role = guest
        intro = rng.choice([
            f"{host} {verb('is', 'are')} joined by {name}, {role}, to talk about {subject}.",
            f"{name}, {role}, joins {host} to dig into {subject}.",
            f"This week {host} {verb('talks', 'talk')} with {name} ({role}) about {subject}.",
        ])
    else:
        intro = rng.choice([
            f"This week: {subject}.",
            f"{cap(host)} {verb('takes', 'take')} a closer look at {subject}.",
            f"We're talking about {subject}.",
            f"Today's episode is all about {subject}.",
        ])
    paragraphs = [f"{intro} {d1}"]

    # Paragraph 2: something else in the episode.
    p2 = rng.choice(GENERIC_P2).format(other=other, closer=rng.choice(CLOSERS))
    if rng.random() < 0.5:
        p2 += " " + d2
    paragraphs.append(p2)

    # Paragraph 3 (optional): chapter markers or a guest line, one per line.
    if rng.random() < 0.5:
        if seconds >= 15 * 60:
            t1 = rng.randint(40, 150)
            t2 = int(seconds * rng.uniform(0.45, 0.65))
            t3 = seconds - rng.randint(60, 180)
            paragraphs.append("\n".join([
                "Chapters:",
                f"00:00 {rng.choice(['Intro', 'Cold open', 'Hello again'])}",
                f"{fmt_clock(t1)} {topic_title}",
                f"{fmt_clock(t2)} {rng.choice(['Listener questions', 'Lightning round', 'The big question', 'Your messages'])}",
                f"{fmt_clock(t3)} {rng.choice(['Wrap-up', 'Outro', 'Coming up next time'])}",
            ]))
        elif guest:
            paragraphs.append(f"Guest: {guest[0]}, {guest[1]}\nHost: {show_def['artist']}")

    # Paragraph 4 (optional): credits, one per line.
    if rng.random() < 0.55:
        handle = slugify(show_def["name"], 24)
        paragraphs.append("\n".join([
            f"Hosted by {show_def['artist']}.",
            f"Produced by {person(rng)}. Mixed by {person(rng)}.",
            f"Theme music: \u201c{rng.choice(SONG_TITLES)}\u201d by {person(rng)}.",
            f"Write to us at {handle}@example.com.",
        ]))

    # shortDescription: one sentence.
    if genre == "News":
        short = f"Today: {subject}."
    elif genre == "Fiction":
        short = f"{cap(subject)}."
    elif genre == "Kids & Family":
        short = f"Tonight's story: {subject}."
    elif genre == "Religion & Spirituality":
        short = f"A reflection on {subject}."
    elif guest and rng.random() < 0.6:
        short = rng.choice([f"{guest[0]} on {subject}.",
                            f"{cap(host)} {verb('talks', 'talk')} to {guest[0]} about {subject}."])
    else:
        short = rng.choice([f"This week: {subject}.", f"All about {subject}.", f"On {subject}."])
    return short, "\n\n".join(paragraphs)


# --------------------------------------------------------------------------
# Records
# --------------------------------------------------------------------------

def build_catalog():
    podcasts = []
    episodes = {}
    used_collection_ids = set()
    used_track_ids = set()

    for show_def in SHOWS:
        genre = show_def["genre"]
        genre_id = str(GENRE_IDS[genre])
        name = show_def["name"]
        slug = slugify(name)

        id_rng = show_rng(show_def, "ids")
        while True:
            if id_rng.random() < 0.25:
                cid = id_rng.randint(120000000, 999999999)        # older show: 9 digits
            else:
                cid = id_rng.randint(1000000000, 1799999999)      # newer show: 10 digits
            if cid not in used_collection_ids:
                break
        used_collection_ids.add(cid)
        artist_ids = [] if id_rng.random() < 0.33 else [id_rng.randint(150000000, 1799999999)]

        view_url = f"https://podcasts.apple.com/us/podcast/{slug}/id{cid}?uo=4"
        feed_url = f"https://feeds.example.com/{slug}.xml"

        rng = show_rng(show_def, "content")
        lo, hi = show_def["eps"]
        count = rng.randint(lo, hi)
        if show_def["topics"] != "headlines":
            pool = TOPICS[show_def["topics"]]
            count = min(count, len(pool))
            chosen = pool[:count] if show_def["ordered"] else rng.sample(pool, count)
            chosen = list(reversed(chosen)) if show_def["ordered"] else chosen  # newest first
        else:
            chosen = rng.sample(HEADLINES, count)   # unique lead headline per episode
        dates = release_dates(show_def, count)
        roles = show_def["roles"] or GENRE_ROLES[genre]

        ep_records = []
        for i, (topic, when) in enumerate(zip(chosen, dates)):
            n = count - i  # episode number; newest has the highest
            guest = None
            if roles and rng.random() < show_def["guest_p"]:
                guest = (person(rng), rng.choice(roles))
            if show_def["topics"] == "headlines":
                heads = [topic] + rng.sample([h for h in HEADLINES if h != topic], 3)
                topic_title = cap(heads[0])
                subject = join_list(heads[:3])
                other = heads[3]
            else:
                topic_title, subject = topic
                others = [t for t in (TOPICS[show_def["topics"]]) if t is not topic]
                other = rng.choice(others)[1]
                heads = None
            title = episode_title(show_def, n, topic_title, guest, when, heads)

            lo_m, hi_m = show_def["dur"]
            seconds = rng.randint(lo_m * 60, hi_m * 60)
            millis = seconds * 1000
            if rng.random() < 0.15:
                millis += rng.randint(1, 999)  # quirk: not always whole seconds
            if i == 0 and show_def["special"]:
                millis = SPECIAL_MILLIS
                seconds = SPECIAL_MILLIS // 1000

            short, description = episode_text(show_def, rng, subject, other, guest, topic_title, seconds)

            day_index = (when.date() - EARLIEST).days
            while True:
                track_id = 1000640000000 + day_index * 140000 + rng.randint(0, 139999)
                if track_id not in used_track_ids:
                    break
            used_track_ids.add(track_id)

            if show_def["explicit"]:
                rating = "Explicit" if rng.random() < 0.8 else "Clean"
            else:
                rating = "Clean"
            ep_slug = slugify(title, 60)
            media = f"https://media.example.com/{slug}/{n}.mp3"
            # Key order imitates a real lookup response (it is not alphabetical).
            ep_records.append({
                "country": "USA",
                "artworkUrl600": artwork_url(cid, 600),
                "closedCaptioning": "none",
                "collectionId": cid,
                "collectionName": name,
                "genres": [{"name": genre, "id": genre_id}],
                "episodeGuid": str(uuid.uuid5(uuid.NAMESPACE_URL, f"{feed_url}#{n}")),
                "description": description,
                "trackId": track_id,
                "trackName": title,
                "shortDescription": short,
                "releaseDate": iso(when),
                "feedUrl": feed_url,
                "artistIds": list(artist_ids),
                "contentAdvisoryRating": rating,
                "trackViewUrl": f"https://podcasts.apple.com/us/podcast/{ep_slug}/id{cid}?i={track_id}&uo=4",
                "episodeFileExtension": "mp3",
                "episodeContentType": "audio",
                "collectionViewUrl": view_url,
                "trackTimeMillis": millis,
                "artworkUrl160": artwork_url(cid, 160),
                "previewUrl": media,
                "episodeUrl": media,
                "artworkUrl60": artwork_url(cid, 60),
                "kind": "podcast-episode",
                "wrapperType": "podcastEpisode",
            })

        explicitness = "explicit" if show_def["explicit"] else "notExplicit"
        podcasts.append({
            "wrapperType": "track",
            "kind": "podcast",
            "collectionId": cid,
            "trackId": cid,
            "artistName": show_def["artist"],
            "collectionName": name,
            "trackName": name,
            "collectionCensoredName": censor(name),
            "trackCensoredName": censor(name),
            "collectionViewUrl": view_url,
            "feedUrl": feed_url,
            "trackViewUrl": view_url,
            "artworkUrl30": artwork_url(cid, 30),
            "artworkUrl60": artwork_url(cid, 60),
            "artworkUrl100": artwork_url(cid, 100),
            "collectionPrice": 0.0,
            "trackPrice": 0.0,
            "collectionHdPrice": 0,
            "releaseDate": ep_records[0]["releaseDate"],
            "collectionExplicitness": explicitness,
            "trackExplicitness": explicitness,
            "trackCount": len(ep_records),
            # Quirk: on podcast results the real API reports SECONDS here.
            "trackTimeMillis": ep_records[0]["trackTimeMillis"] // 1000,
            "country": "USA",
            "currency": "USD",
            "primaryGenreName": genre,
            "contentAdvisoryRating": "Explicit" if show_def["explicit"] else "Clean",
            "artworkUrl600": artwork_url(cid, 600),
            "genreIds": [genre_id, str(ROOT_GENRE_ID)],
            "genres": [genre, ROOT_GENRE_NAME],
        })
        episodes[str(cid)] = ep_records

    return {"generator": GENERATOR, "podcasts": podcasts, "episodes": episodes}


# --------------------------------------------------------------------------
# Artwork
# --------------------------------------------------------------------------

def hsl_hex(h, s, l):
    r, g, b = colorsys.hls_to_rgb(h % 1.0, l, s)
    return "#{:02x}{:02x}{:02x}".format(round(r * 255), round(g * 255), round(b * 255))


def wrap_words(text, max_chars):
    words = text.split()
    lines, current = [], ""
    for word in words:
        while len(word) > max_chars:             # hard-split very long words
            if current:
                lines.append(current)
                current = ""
            lines.append(word[:max_chars - 1] + "-")
            word = word[max_chars - 1:]
        candidate = f"{current} {word}".strip()
        if len(candidate) <= max_chars:
            current = candidate
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    return lines


def layout_title(title):
    usable = 504          # 600 minus 48px margins
    factor = 0.62         # rough average advance of a bold sans glyph, in ems
    longest_word = max(len(w) for w in title.split())
    for size in (76, 68, 60, 52, 46, 40, 36):
        max_chars = int(usable / (size * factor))
        if longest_word > max_chars and size > 36:
            continue      # prefer a smaller size to hyphen-splitting a word
        lines = wrap_words(title, max_chars)
        if len(lines) <= 4:
            return size, lines
    size = 36
    max_chars = int(usable / (size * factor))
    lines = wrap_words(title, max_chars)[:4]
    last = lines[3]
    while len(last) + 1 > max_chars:
        last = last.rsplit(" ", 1)[0] if " " in last else last[:-1]
    lines[3] = last.rstrip(",;:-\u2013 ") + "\u2026"
    return size, lines


def render_svg(podcast):
    cid = podcast["collectionId"]
    rng = random.Random(f"{SEED}:artwork:{cid}")
    hue = rng.random()
    hue2 = hue + rng.choice([-1, 1]) * rng.uniform(0.07, 0.2)
    c1 = hsl_hex(hue, rng.uniform(0.62, 0.85), rng.uniform(0.50, 0.60))
    c2 = hsl_hex(hue2, rng.uniform(0.60, 0.85), rng.uniform(0.26, 0.38))
    x1, y1, x2, y2 = rng.choice([(0, 0, 1, 1), (1, 0, 0, 1), (0, 0, 0, 1), (0, 1, 1, 0)])

    cx, cy = rng.randint(360, 560), rng.randint(300, 480)
    r = rng.randint(150, 260)
    shape2 = rng.choice(["ring", "bar", "dot"])
    if shape2 == "ring":
        extra = (f'<circle cx="{rng.randint(40, 200)}" cy="{rng.randint(420, 560)}" r="{rng.randint(60, 110)}" '
                 f'fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="18"/>')
    elif shape2 == "bar":
        extra = (f'<rect x="-60" y="{rng.randint(380, 460)}" width="760" height="{rng.randint(36, 70)}" '
                 f'fill="#fff" fill-opacity=".08" transform="rotate({rng.randint(-18, -6)} 300 300)"/>')
    else:
        extra = (f'<circle cx="{rng.randint(60, 220)}" cy="{rng.randint(60, 120)}" r="{rng.randint(24, 48)}" '
                 f'fill="#fff" fill-opacity=".16"/>')

    size, lines = layout_title(podcast["collectionName"])
    line_h = round(size * 1.1)
    y = 92 + size
    title_lines = []
    for i, line in enumerate(lines):
        title_lines.append(f'<text x="48" y="{y + i * line_h}">{escape(line)}</text>')
    artist = podcast["artistName"]
    if len(artist) > 34:
        artist = artist[:33].rstrip() + "\u2026"

    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">'
        f'<defs><linearGradient id="g" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}">'
        f'<stop offset="0" stop-color="{c1}"/><stop offset="1" stop-color="{c2}"/></linearGradient></defs>'
        '<rect width="600" height="600" fill="url(#g)"/>'
        f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#fff" fill-opacity=".10"/>'
        f'{extra}'
        f'<g font-family="{FONT_FAMILY}" font-weight="700" font-size="{size}" fill="#fff">'
        f'{"".join(title_lines)}</g>'
        f'<rect x="48" y="500" width="56" height="6" rx="3" fill="#fff" fill-opacity=".85"/>'
        f'<text x="48" y="548" font-family="{FONT_FAMILY}" font-weight="500" font-size="26" '
        f'fill="#fff" fill-opacity=".9">{escape(artist)}</text>'
        '</svg>\n'
    )


# --------------------------------------------------------------------------
# README
# --------------------------------------------------------------------------

def render_readme(catalog):
    podcasts = catalog["podcasts"]
    n_eps = sum(len(v) for v in catalog["episodes"].values())
    per_genre = {}
    for p in podcasts:
        per_genre[p["primaryGenreName"]] = per_genre.get(p["primaryGenreName"], 0) + 1
    genre_lines = "\n".join(
        f"| {g} | {GENRE_IDS[g]} | {per_genre[g]} |" for g in sorted(per_genre))
    return f"""# Podcast fixtures (generated, not real data)

Everything in this folder is **generated** by `{GENERATOR}`. The shows, hosts,
guests, episode titles and descriptions are invented; they do not describe real
podcasts or real people. URLs point at `example.com` hosts or at local artwork
paths. Do not edit these files by hand: change the script and regenerate.

The catalogue currently holds {len(podcasts)} podcasts and {n_eps} episodes.

## Regenerating

```sh
python3 {GENERATOR}          # rewrite catalog.json, artwork/*.svg and this README
python3 {GENERATOR} --check  # exit 1 if the files on disk are stale
```

The script needs only the Python 3 standard library and is deterministic (fixed
seed, stable ordering): running it twice produces identical bytes. It validates
the output before writing (record shapes, counts, unique ids, date formats).

## Layout

- `catalog.json`: `{{"generator": ..., "podcasts": [...], "episodes": {{"<collectionId>": [...]}}}}`.
  `podcasts` holds records shaped like iTunes Search API results for
  `media=podcast`; `episodes` maps each `collectionId` (as a string) to records
  shaped like `/lookup?id=<id>&entity=podcastEpisode` results, newest first.
- `artwork/<collectionId>.svg`: one generated 600x600 cover per podcast.

## Quirks imitated from the real API

- Podcast records have `wrapperType` `"track"` and `kind` `"podcast"`, and
  `collectionId == trackId`; episode records have `wrapperType`
  `"podcastEpisode"` and `kind` `"podcast-episode"`.
- `trackTimeMillis` on a **podcast** record is in **seconds** (here: the newest
  episode's length), while on an **episode** record it is in milliseconds. A few
  episode durations are not whole seconds.
- `genres` differs by record type: an array of strings on podcasts
  (`["History", "Podcasts"]`, with `genreIds` as numeric strings
  `["1487", "26"]`) but an array of objects on episodes
  (`[{{"name": "History", "id": "1487"}}]`).
- `releaseDate` is ISO 8601 in UTC with a `Z` and no fractional seconds; a
  podcast's `releaseDate` equals its newest episode's.
- `collectionCensoredName`/`trackCensoredName` mask rude words (`"Well, D**n"`).
- `contentAdvisoryRating` is `"Clean"`/`"Explicit"` while
  `collectionExplicitness`/`trackExplicitness` are `"notExplicit"`/`"explicit"`;
  episodes of explicit shows may individually be `"Clean"`.
- `artistIds` on episodes is often an empty array.
- `collectionPrice`/`trackPrice` are floats (`0.0`), `collectionHdPrice` an int (`0`).
- Episode key order is not alphabetical, as in real responses.
- Titles and names include non-ASCII text (`Straße`, `Café`, `Lección`,
  emoji) and one title longer than 80 characters.
- Some shows are stale (newest episode months old); dates span 2024 to late 2025.

## Local substitutions

- Artwork URLs are root-relative (`/fixtures/artwork/<collectionId>/<N>x<N>bb.svg`
  for N = 30, 60, 100, 160, 600); the preview server maps every size to
  `artwork/<collectionId>.svg`. Episodes use their podcast's artwork.
- `feedUrl` is `https://feeds.example.com/<slug>.xml`, `episodeUrl` and
  `previewUrl` are `https://media.example.com/<slug>/<n>.mp3`.

## Podcasts per genre

| Genre | Id | Podcasts |
|---|---|---|
{genre_lines}

Fixed points the tests can rely on: the newest episode of "Footnotes of History"
was released `{SPECIAL_RELEASE}` and lasts `{SPECIAL_MILLIS}` ms (42:13).
"""


# --------------------------------------------------------------------------
# Validation
# --------------------------------------------------------------------------

PODCAST_KEYS = [
    "wrapperType", "kind", "collectionId", "trackId", "artistName", "collectionName", "trackName",
    "collectionCensoredName", "trackCensoredName", "collectionViewUrl", "feedUrl", "trackViewUrl",
    "artworkUrl30", "artworkUrl60", "artworkUrl100", "collectionPrice", "trackPrice", "collectionHdPrice",
    "releaseDate", "collectionExplicitness", "trackExplicitness", "trackCount", "trackTimeMillis",
    "country", "currency", "primaryGenreName", "contentAdvisoryRating", "artworkUrl600", "genreIds", "genres",
]
EPISODE_KEYS = [
    "country", "artworkUrl600", "closedCaptioning", "collectionId", "collectionName", "genres", "episodeGuid",
    "description", "trackId", "trackName", "shortDescription", "releaseDate", "feedUrl", "artistIds",
    "contentAdvisoryRating", "trackViewUrl", "episodeFileExtension", "episodeContentType",
    "collectionViewUrl", "trackTimeMillis", "artworkUrl160", "previewUrl", "episodeUrl", "artworkUrl60",
    "kind", "wrapperType",
]
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$")
UUID_RE = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")


def validate(catalog, svgs, catalog_bytes):
    assert list(catalog) == ["generator", "podcasts", "episodes"]
    assert catalog["generator"] == GENERATOR
    podcasts = catalog["podcasts"]
    episodes = catalog["episodes"]
    assert len(podcasts) >= 44, len(podcasts)
    assert list(episodes) == [str(p["collectionId"]) for p in podcasts]

    genre_names = {name for name in GENRE_IDS}
    per_genre = {}
    collection_ids = set()
    track_ids = set()
    guids = set()
    special = []
    for p in podcasts:
        assert list(p) == PODCAST_KEYS, p["collectionName"]
        cid = p["collectionId"]
        assert isinstance(cid, int) and 9 <= len(str(cid)) <= 10
        assert cid not in collection_ids
        collection_ids.add(cid)
        assert p["trackId"] == cid and p["wrapperType"] == "track" and p["kind"] == "podcast"
        assert p["trackName"] == p["collectionName"]
        assert p["collectionViewUrl"] == p["trackViewUrl"]
        assert re.fullmatch(r"https://podcasts\.apple\.com/us/podcast/[a-z0-9-]+/id%d\?uo=4" % cid,
                            p["collectionViewUrl"]), p["collectionViewUrl"]
        assert re.fullmatch(r"https://feeds\.example\.com/[a-z0-9-]+\.xml", p["feedUrl"])
        for size in ARTWORK_SIZES_PODCAST:
            assert p[f"artworkUrl{size}"] == artwork_url(cid, size)
        assert isinstance(p["collectionPrice"], float) and p["collectionPrice"] == 0.0
        assert isinstance(p["trackPrice"], float) and p["trackPrice"] == 0.0
        assert isinstance(p["collectionHdPrice"], int) and p["collectionHdPrice"] == 0
        assert DATE_RE.match(p["releaseDate"])
        assert p["collectionExplicitness"] == p["trackExplicitness"] in ("explicit", "notExplicit")
        assert p["contentAdvisoryRating"] == ("Explicit" if p["trackExplicitness"] == "explicit" else "Clean")
        assert p["country"] == "USA" and p["currency"] == "USD"
        genre = p["primaryGenreName"]
        assert genre in genre_names
        assert p["genreIds"] == [str(GENRE_IDS[genre]), "26"]
        assert p["genres"] == [genre, "Podcasts"]
        per_genre[genre] = per_genre.get(genre, 0) + 1

        eps = episodes[str(cid)]
        assert 10 <= len(eps) <= 30, (p["collectionName"], len(eps))
        assert p["trackCount"] == len(eps)
        assert p["releaseDate"] == eps[0]["releaseDate"]
        assert p["trackTimeMillis"] == eps[0]["trackTimeMillis"] // 1000   # seconds quirk
        titles = [e["trackName"] for e in eps]
        assert len(set(titles)) == len(titles), p["collectionName"]
        dates = [e["releaseDate"] for e in eps]
        assert dates == sorted(dates, reverse=True) and len(set(dates)) == len(dates), p["collectionName"]
        for e in eps:
            assert list(e) == EPISODE_KEYS
            assert e["wrapperType"] == "podcastEpisode" and e["kind"] == "podcast-episode"
            tid = e["trackId"]
            assert isinstance(tid, int) and len(str(tid)) == 13 and tid not in track_ids
            track_ids.add(tid)
            assert e["collectionId"] == cid and e["collectionName"] == p["collectionName"]
            assert e["collectionViewUrl"] == p["collectionViewUrl"] and e["feedUrl"] == p["feedUrl"]
            assert re.fullmatch(r"https://podcasts\.apple\.com/us/podcast/[a-z0-9-]+/id%d\?i=%d&uo=4"
                                % (cid, tid), e["trackViewUrl"]), e["trackViewUrl"]
            assert re.fullmatch(r"https://media\.example\.com/[a-z0-9-]+/\d+\.mp3", e["episodeUrl"])
            assert e["previewUrl"] == e["episodeUrl"]
            assert e["episodeFileExtension"] == "mp3" and e["episodeContentType"] == "audio"
            for size in ARTWORK_SIZES_EPISODE:
                assert e[f"artworkUrl{size}"] == artwork_url(cid, size)
            assert DATE_RE.match(e["releaseDate"])
            assert "2024-01-01" <= e["releaseDate"] <= "2025-11-30T23:59:59Z", e["releaseDate"]
            ms = e["trackTimeMillis"]
            assert isinstance(ms, int) and 8 * 60000 <= ms <= 150 * 60000, ms
            assert all(isinstance(a, int) for a in e["artistIds"])
            assert e["shortDescription"] and "\n" not in e["shortDescription"]
            assert e["shortDescription"].endswith(".")
            assert not re.search(r"(?<!Mr|Dr|vs)\. [A-Z]", e["shortDescription"])  # one sentence
            paras = e["description"].split("\n\n")
            assert 2 <= len(paras) <= 4 and all(x.strip() for x in paras)
            assert e["closedCaptioning"] == "none" and e["country"] == "USA"
            assert e["contentAdvisoryRating"] in ("Clean", "Explicit")
            if p["contentAdvisoryRating"] == "Clean":
                assert e["contentAdvisoryRating"] == "Clean"
            assert e["genres"] == [{"name": genre, "id": str(GENRE_IDS[genre])}]
            assert UUID_RE.match(e["episodeGuid"]) and e["episodeGuid"] not in guids
            guids.add(e["episodeGuid"])
            if e["releaseDate"].startswith("2025-10-22T") and ms == SPECIAL_MILLIS:
                special.append(e)

    assert len(per_genre) >= 10
    for g in REQUIRED_GENRES:
        assert per_genre.get(g, 0) >= 4, (g, per_genre.get(g))
    names = [p["collectionName"] for p in podcasts]
    assert any("History" in n for n in names)
    assert any("Hardcore" in n for n in names)
    assert sum(p["contentAdvisoryRating"] == "Explicit" for p in podcasts) >= 2
    assert any(any(ord(c) > 127 for c in p["collectionName"] + p["artistName"]) for p in podcasts)
    assert any(ord(c) > 0xFFFF for n in names for c in n), "expected an emoji in a title"
    assert any(len(n) > 80 for n in names)
    all_eps = [e for v in episodes.values() for e in v]
    assert any(e["trackTimeMillis"] > 3600000 for e in all_eps)
    assert any("\n" in x for e in all_eps for x in e["description"].split("\n\n"))
    assert special, "missing the 2025-10-22 / 2533000 episode"
    assert min(e["releaseDate"] for e in all_eps) < "2024-07-01"
    assert max(e["releaseDate"] for e in all_eps) >= "2025-11-01"

    assert set(svgs) == {f"{cid}.svg" for cid in collection_ids}
    total = len(catalog_bytes)
    for fname, text in svgs.items():
        data = text.encode("utf-8")
        assert len(data) < 3 * 1024, (fname, len(data))
        root = ET.fromstring(data)
        assert root.get("viewBox") == "0 0 600 600"
        total += len(data)
    assert total < 2 * 1024 * 1024, total
    return per_genre, special


# --------------------------------------------------------------------------
# Main
# --------------------------------------------------------------------------

def main(argv):
    check = "--check" in argv
    catalog = build_catalog()
    catalog_text = json.dumps(catalog, ensure_ascii=False, indent=1) + "\n"
    # Round-trip so validation sees exactly what is written.
    parsed = json.loads(catalog_text)
    svgs = {f"{p['collectionId']}.svg": render_svg(p) for p in parsed["podcasts"]}
    per_genre, special = validate(parsed, svgs, catalog_text.encode("utf-8"))
    readme = render_readme(parsed)

    outputs = {CATALOG_PATH: catalog_text, README_PATH: readme}
    for fname, text in svgs.items():
        outputs[os.path.join(ARTWORK_DIR, fname)] = text

    stale_svgs = []
    if os.path.isdir(ARTWORK_DIR):
        stale_svgs = [os.path.join(ARTWORK_DIR, f) for f in sorted(os.listdir(ARTWORK_DIR))
                      if f.endswith(".svg") and f not in svgs]

    if check:
        differing = []
        for path, text in outputs.items():
            try:
                with open(path, "rb") as fh:
                    if fh.read() != text.encode("utf-8"):
                        differing.append(path)
            except FileNotFoundError:
                differing.append(path)
        differing += stale_svgs
        for path in differing:
            print(f"stale: {os.path.relpath(path, REPO_ROOT)}", file=sys.stderr)
        return 1 if differing else 0

    os.makedirs(ARTWORK_DIR, exist_ok=True)
    for path in stale_svgs:
        os.remove(path)
    for path, text in outputs.items():
        with open(path, "wb") as fh:
            fh.write(text.encode("utf-8"))

    n_eps = sum(len(v) for v in parsed["episodes"].values())
    print(f"wrote {len(parsed['podcasts'])} podcasts, {n_eps} episodes, {len(svgs)} artwork files")
    for g in sorted(per_genre):
        print(f"  {g}: {per_genre[g]}")
    for e in special:
        print(f"  special episode: trackId={e['trackId']} collectionId={e['collectionId']} "
              f"releaseDate={e['releaseDate']} trackTimeMillis={e['trackTimeMillis']}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
