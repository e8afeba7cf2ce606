import Testing
import TestSupport
import ViewDSL
import ViewEngine

/// What `encode()` writes: the bundle files' field order, modifiers in their short forms,
/// literal text escaped, and the same bytes every time.
@Suite struct EncodingTests {
    @Test func theIssuesExampleWritesOurJSON() {
        let screen = Screen(title: "Browse") {
            VStack(spacing: 12) {
                Text(bind: "$.podcast.trackName").modifier(.font("title"))
            }
        }
        #expect(
            screen.encode() == """
                {
                  "type": "screen",
                  "props": {
                    "title": "Browse"
                  },
                  "children": [
                    {
                      "type": "vstack",
                      "props": {
                        "spacing": 12
                      },
                      "children": [
                        {
                          "type": "text",
                          "props": {
                            "content": "$.podcast.trackName"
                          },
                          "modifiers": [
                            {
                              "font": "title"
                            }
                          ]
                        }
                      ]
                    }
                  ]
                }

                """)
    }

    @Test func nodeFieldsAreWrittenInTheFilesOrderWhateverTheOrderOfTheCalls() {
        let node = Text("Hi").modifier(.bold()).condition("$.show").inlineStyle(["maxWidth": "infinity"]).style("title").id("greeting")
        guard case .object(let object) = node.jsonValue else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys == ["type", "id", "style", "inlineStyle", "condition", "props", "modifiers"])
        #expect(node.encode() == node.encode())
    }

    @Test func modifiersUseTheShortestFormTheEngineReadsTheSame() {
        #expect(Modifier.padding(16).jsonValue == ["padding": 16])
        #expect(Modifier.padding(horizontal: 16, vertical: 8).jsonValue == ["padding": ["horizontal": 16, "vertical": 8]])
        #expect(Modifier.bold().jsonValue == ["bold": true])
        #expect(Modifier.bold(false).jsonValue == ["bold": false])
        #expect(Modifier.frame(maxWidth: .infinity, alignment: .leading).jsonValue == ["frame": ["maxWidth": "infinity", "alignment": "leading"]])
        #expect(Modifier.background(.red).jsonValue == ["background": "red"])
        // A view paint holds `alignment`, which is also one of background's labels: the bare
        // form would be read as labelled arguments, so the paint goes under its label.
        #expect(
            Modifier.background(.view(Circle(fill: .blue))).jsonValue
                == ["background": ["content": ["view": Circle(fill: .blue).jsonValue, "alignment": "center"]]])
        #expect(Modifier.presentationDetents([.medium, .large]).jsonValue == ["presentationDetents": ["medium", "large"]])
    }

    /// Every form decodes to the modifier with the arguments given.
    @Test func modifiersDecodeWithoutDiagnostics() throws {
        let node = Text("Hi")
            .padding(16).padding(horizontal: 16, vertical: 8).bold().bold(false).frame(maxWidth: .infinity, alignment: .leading)
            .background(.linearGradient(colors: [.red, .hex("#00FF00")], startPoint: .leading, endPoint: .trailing))
            .overlay(.shape(.roundedRectangle(cornerRadius: 8), fill: .secondary)).clipShape(.capsule)
            .shadow(color: .black, radius: 4, y: 2).font(.title2).fontWeight(.semibold).foregroundStyle(.secondary)
            .alert("Delete?", isPresented: "$.showAlert", buttons: [DialogButton("Delete", role: .destructive, action: .custom("delete"))])
            .sheet(isPresented: "$.showSheet", content: Text("Sheet")).toolbar(Button("Edit"), placement: .topBarTrailing)
            .onTapGesture(.setState("tapped", to: true)).accessibilityAddTraits(.isHeader).opacity(.bind("$.fade"))
            .background(.view(Circle(fill: .blue)))
        let diagnostics = node.diagnostics()
        #expect(diagnostics.isEmpty, "\(diagnostics.all.map { $0.description })")
        #expect(node.node.modifiers.count == 19)
    }

    @Test func verbatimTextShowsItsDollarSigns() throws {
        let tree = try resolve(json: JSONWriter.string(Text(.verbatim("$5 or ${price}")).jsonValue), data: ["price": 9])
        #expect(tree?.texts == ["$5 or ${price}"])
        for text in ["Costs $4", "@home", "mail@example.com", "${price} and $", "$"] {
            let shown = try resolve(json: JSONWriter.string(Text(.verbatim(text)).jsonValue), data: ["price": 9])
            #expect(shown?.texts == [text])
        }
        let bound = try resolve(json: JSONWriter.string(Text("${$.price} USD").jsonValue), data: ["price": 9])
        #expect(bound?.texts == ["9 USD"])
    }

    @Test func diagnosticsNameWhatTheEngineRejectsWithItsPath() {
        let node = VStack { Text("$.name | nosuchtransform") }
        let diagnostics = node.diagnostics(fileName: "browse.json")
        #expect(diagnostics.hasErrors)
        #expect(diagnostics.all.first?.description.contains("browse.json") == true)
        #expect(diagnostics.all.first?.description.contains("$.children[0]") == true, "\(diagnostics.all.map { $0.description })")
    }

    @Test func builderTakesConditionsAndLoops() {
        let names = ["One", "Two", "Three"]
        let showFooter = false
        let stack = VStack {
            for name in names { Text(StringValue(name)) }
            if showFooter { Text("Footer") } else { Divider() }
        }
        #expect(stack.node.children.map(\.type) == ["text", "text", "text", "divider"])
    }
}
