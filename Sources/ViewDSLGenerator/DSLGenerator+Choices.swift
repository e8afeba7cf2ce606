import ViewEngine

extension DSLGenerator {
    /// Every set of words a node prop or modifier argument chooses from, as one Swift type
    /// each (`Choice.Alignment`), shared by every prop and argument with the same words.
    ///
    /// A type is named after the label most often used for its words (or, for a modifier
    /// with one argument, the modifier: `Choice.FontWeight`); a few labels read badly as
    /// type names and get SwiftUI's name instead. When two sets of words want one name, the
    /// set with more users keeps it and the other is prefixed with its first user.
    struct ChoiceTable {
        struct Group {
            let words: [String]
            var name: String
            /// `node:vstack` / `modifier:frame` with the label, in catalogue order.
            var users: [(owner: String, label: String)]
        }

        private(set) var groups: [Group] = []
        private var nameByUser: [String: String] = [:]

        static let labelNames = [
            "role": "ButtonRole", "startPoint": "UnitPoint", "endPoint": "UnitPoint", "center": "UnitPoint", "anchor": "UnitPoint",
            "for": "ToolbarBar", "kind": "TransitionKind", "curve": "AnimationCurve", "minimum": "DynamicTypeSize", "maximum": "DynamicTypeSize",
            "placement": "ToolbarPlacement", "titleVisibility": "Visibility", "visibility": "Visibility",
            "weight": "FontWeight", "design": "FontDesign",
        ]

        /// Names chosen for the words of these users (`owner.label`), ahead of any other rule:
        /// SwiftUI's alignment is the frame's nine words; stacks add the text baselines.
        static let userNames = [
            "modifier:frame.alignment": "Alignment", "node:vstack.alignment": "StackAlignment", "node:picker.pickerStyle": "PickerNodeStyle",
            "modifier:sensoryFeedback.feedback": "SensoryFeedback", "modifier:sensoryFeedback.weight": "FeedbackWeight",
        ]

        init() {
            var groups: [Group] = []
            var candidates: [[String]: [String]] = [:]
            var firstOwner: [[String]: String] = [:]
            func add(owner: String, label: String, words: [String], candidate: String, ownerName: String) {
                if let index = groups.firstIndex(where: { $0.words == words }) {
                    groups[index].users.append((owner, label))
                } else {
                    groups.append(Group(words: words, name: "", users: [(owner, label)]))
                }
                candidates[words, default: []].append(Self.labelNames[label] ?? candidate)
                firstOwner[words] = firstOwner[words] ?? ownerName
            }
            for spec in NodeCatalog.specs {
                for prop in spec.props + NodeCatalog.commonProps {
                    guard case .choice(let words) = prop.type else { continue }
                    add(
                        owner: "node:" + spec.kind.name, label: prop.name, words: words, candidate: capitalized(prop.name), ownerName: typeName(spec.kind))
                }
            }
            for descriptor in ModifierCatalog.all {
                for argument in descriptor.arguments {
                    let words: [String]
                    switch argument.type {
                    case .choice(let list), .choices(let list): words = list
                    default: continue
                    }
                    let candidate = descriptor.arguments.count == 1 ? capitalized(descriptor.name) : capitalized(argument.label)
                    add(
                        owner: "modifier:" + descriptor.name, label: argument.label, words: words, candidate: candidate, ownerName: capitalized(descriptor.name))
                }
            }
            var chosen: Set<Int> = []
            for index in groups.indices {
                if let name = groups[index].users.lazy.compactMap({ Self.userNames[$0.owner + "." + $0.label] }).first {
                    groups[index].name = name
                    chosen.insert(index)
                } else {
                    groups[index].name = Self.mostCommon(candidates[groups[index].words] ?? [])
                }
            }
            // Equal names: a chosen name first, then the group with more users keeps the name
            // (ties: catalogue order, so the output never depends on the sort).
            let order = groups.indices.sorted { a, b in
                if chosen.contains(a) != chosen.contains(b) { return chosen.contains(a) }
                if groups[a].users.count != groups[b].users.count { return groups[a].users.count > groups[b].users.count }
                return a < b
            }
            var taken: Set<String> = []
            for index in order {
                var name = groups[index].name
                if taken.contains(name) {
                    // `Picker` + `PickerStyle` → `PickerNodeStyle`, not `PickerPickerStyle`.
                    let owner = firstOwner[groups[index].words] ?? ""
                    name = name.hasPrefix(owner) ? owner + "Node" + name.dropFirst(owner.count) : owner + name
                }
                var suffix = 2
                let base = name
                while taken.contains(name) {
                    name = base + String(suffix)
                    suffix += 1
                }
                taken.insert(name)
                groups[index].name = name
                for user in groups[index].users { nameByUser[user.owner + "." + user.label] = name }
            }
            self.groups = groups
        }

        /// The most frequent candidate; ties go to the shorter, then the alphabetically first.
        static func mostCommon(_ candidates: [String]) -> String {
            var counts: [String: Int] = [:]
            for candidate in candidates { counts[candidate, default: 0] += 1 }
            return counts.keys.sorted { a, b in
                let (countA, countB) = (counts[a] ?? 0, counts[b] ?? 0)
                if countA != countB { return countA > countB }
                if a.count != b.count { return a.count < b.count }
                return a < b
            }.first ?? "Words"
        }

        /// The type of a user's words.
        func name(owner: String, label: String) -> String {
            nameByUser[owner + "." + label] ?? "Words"
        }
    }

    /// A file per choice type (`Choices/<Name>.swift`).
    static func choiceFiles(_ table: ChoiceTable) -> [File] {
        table.groups.map { group in
            let users = group.users.map { user in
                let kind = user.owner.hasPrefix("node:") ? "" : "modifier "
                return "\(kind)`\(user.owner.split(separator: ":").last ?? "")` `\(user.label)`"
            }
            var out = ""
            out += "extension Choice {\n"
            out += "    /// One of \(group.words.map { "`\($0)`" }.joined(separator: ", ")), or a `$` binding to one.\n"
            out += "    ///\n    /// Used by \(users.joined(separator: ", ")).\n"
            out += "    public struct \(group.name): ChoiceValue {\n"
            out += "        /// The word or the binding, as JSON writes it.\n"
            out += "        public let jsonValue: JSONValue\n\n"
            out += "        init(_ word: String) { jsonValue = .string(word) }\n\n"
            out += "        /// A `$` binding that evaluates to one of the words.\n"
            out += "        public static func bind(_ expression: String) -> Self { Self(expression) }\n\n"
            out += "        /// Every word, in the catalogue's order.\n"
            out += "        public static let allWords = [\(group.words.map(literal).joined(separator: ", "))]\n"
            // A word listed twice is one member; none may take the names above.
            var seen: Set<String> = ["bind", "allWords", "jsonValue"]
            for word in group.words where seen.insert(memberName(word)).inserted {
                out += "        /// `\(word)`\n"
                out += "        public static let \(memberName(word)) = Self(\(literal(word)))\n"
            }
            out += "    }\n}\n"
            return File(path: "Choices/Choice+\(group.name).swift", body: out)
        }
    }
}
