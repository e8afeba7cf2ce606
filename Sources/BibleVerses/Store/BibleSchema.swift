import GRDB

/// The database schema, as migrations: a database made by any earlier version is brought up
/// to date when it opens, and a new migration is added for every change (never an edit of a
/// shipped one).
enum BibleSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: favorites, settings, recent searches, daily verse") { db in
            try db.create(table: "favorites") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("reference", .text).notNull()
                table.column("translation", .text).notNull()
                table.column("translation_name", .text).notNull()
                table.column("translation_note", .text).notNull()
                table.column("text", .text).notNull()
                /// The passage's verses as JSON, so a favourite shows verse numbers like any card.
                table.column("verses", .jsonText).notNull()
                table.column("created_at", .datetime).notNull()
                // A verse is saved once per translation: "add" twice is still one favourite.
                table.uniqueKey(["reference", "translation"])
            }
            try db.create(index: "favorites_by_date", on: "favorites", columns: ["created_at"])
            try db.create(table: "settings") { table in
                table.primaryKey("key", .text)
                table.column("value", .jsonText).notNull()
            }
            try db.create(table: "recent_searches") { table in
                // "john 3:16" and "John 3:16" are one search.
                table.primaryKey("query", .text).collate(.nocase)
                table.column("searched_at", .datetime).notNull()
            }
            try db.create(table: "daily_verse") { table in
                table.column("day", .text).notNull()
                table.column("translation", .text).notNull()
                table.column("reference", .text).notNull()
                table.column("response", .jsonText).notNull()
                table.primaryKey(["day", "translation"])
            }
        }
        return migrator
    }
}
