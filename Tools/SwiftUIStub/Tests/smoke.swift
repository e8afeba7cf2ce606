// Smoke client for the SwiftUI stub: must type-check cleanly with
//   swiftc -typecheck -swift-version 6 -parse-as-library -I <stub-dir> smoke.swift
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif
import Observation

// MARK: - Model

enum NodeKind: Hashable {
    case text(String)
    case image(systemName: String)
    case remoteImage(URL?)
    case stack(axis: Axis, children: [Node])
    case grid(columns: Int, children: [Node])
    case button(title: String)
    case spacer
}

struct Node: Identifiable, Hashable {
    let id: UUID
    var kind: NodeKind
}

enum Route: Hashable {
    case detail(Node.ID)
    case settings
}

struct SheetItem: Identifiable {
    let id = UUID()
    var title: String
}

@MainActor @Observable
final class AppModel {
    var root = Node(id: UUID(), kind: .text("Hello"))
    var path = NavigationPath()
    var routes: [Route] = []
    var query = ""
    var isDarkMode = false
    var volume = 0.5
    var quantity = 1
    var flavor = "Vanilla"
    var items: [Node] = []
    var badgeCount = 3

    func reload() async {}
    func delete(_ node: Node) { items.removeAll { $0.id == node.id } }
}

struct ToggleKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var isCompactMode: Bool {
        get { self[ToggleKey.self] }
        set { self[ToggleKey.self] = newValue }
    }
}

// MARK: - Recursive renderer

struct NodeView: View {
    let node: Node

    var body: some View {
        switch node.kind {
        case .text(let string):
            Text(string)
                .font(.system(size: 17, weight: .semibold, design: .rounded))
                .foregroundStyle(.secondary)
                .lineLimit(2)
                .multilineTextAlignment(.center)
                .accessibilityLabel(Text(string))
        case .image(let name):
            Image(systemName: name)
                .resizable()
                .scaledToFit()
                .frame(width: 24, height: 24)
                .accessibilityHidden(true)
        case .remoteImage(let url):
            AsyncImage(url: url) { phase in
                switch phase {
                case .empty:
                    ProgressView()
                case .success(let image):
                    image.resizable().aspectRatio(contentMode: .fill)
                case .failure:
                    Image(systemName: "photo")
                @unknown default:
                    EmptyView()
                }
            }
            .frame(maxWidth: .infinity, minHeight: 120)
            .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
        case .stack(let axis, let children):
            if axis == .vertical {
                VStack(alignment: .leading, spacing: 8) {
                    ForEach(children) { child in
                        NodeView(node: child)
                    }
                }
            } else {
                HStack(spacing: 4) {
                    ForEach(children, id: \.id) { NodeView(node: $0) }
                }
            }
        case .grid(let columns, let children):
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 8), count: columns), spacing: 8) {
                ForEach(children) { NodeView(node: $0) }
            }
        case .button(let title):
            Button(title) {}
                .buttonStyle(.borderedProminent)
        case .spacer:
            Spacer(minLength: 0)
        }
    }
}

// Renderer helpers that live outside a View (nonisolated contexts).
func makeLabel(_ title: String) -> some View {
    Text(verbatim: title)
        .padding(.horizontal, 12)
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        .padding(8)
        .padding()
        .background(Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.9), ignoresSafeAreaEdges: [])
        .background(alignment: .topLeading) { Circle().fill(.blue) }
        .overlay(alignment: .bottomTrailing) { Capsule().stroke(Color.white, lineWidth: 2) }
        .cornerRadius(8)
        .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
        .opacity(0.95)
}

@MainActor
func anyView(for node: Node) -> AnyView {
    AnyView(NodeView(node: node))
}

func font(named name: String?, size: CGFloat) -> Font {
    if let name { return .custom(name, size: size, relativeTo: .body) }
    return .system(size: size, weight: .bold, design: .monospaced)
}

func styledColor(_ scheme: ColorScheme) -> Color {
    scheme == .dark ? Color(.sRGB, red: 1, green: 1, blue: 1, opacity: 1) : .accentColor
}

// MARK: - Screens

struct DetailView: View {
    @Bindable var model: AppModel
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.isCompactMode) private var isCompact
    @State private var name = ""
    @State private var password = ""
    @State private var showAlert = false
    @FocusState private var nameFocused: Bool
    @ScaledMetric(relativeTo: .title) private var titleSize: CGFloat = 22
    @ScaledMetric private var gap: CGFloat = 8

    var body: some View {
        Form {
            Text("Scaled").font(.system(size: titleSize)).padding(gap)
            Section("Profile") {
                TextField("Name", text: $name, prompt: Text("Your name"))
                    .textFieldStyle(.roundedBorder)
                    .textInputAutocapitalization(.words)
                    .autocorrectionDisabled()
                    .submitLabel(.done)
                    .focused($nameFocused)
                    .onSubmit { nameFocused = false }
                SecureField("Password", text: $password)
                TextField("Query", text: $model.query)
            }
            Section {
                Toggle("Dark mode", isOn: $model.isDarkMode)
                Slider(value: $model.volume, in: 0...1, step: 0.1)
                Stepper("Quantity: \(model.quantity)", value: $model.quantity, in: 1...10)
                Picker("Flavor", selection: $model.flavor) {
                    ForEach(["Vanilla", "Chocolate"], id: \.self) { flavor in
                        Text(flavor).tag(flavor)
                    }
                }
                .pickerStyle(.segmented)
                ProgressView(value: model.volume)
                Link("Website", destination: URL(string: "https://example.com")!)
                ShareLink(item: URL(string: "https://example.com")!)
                ShareLink(item: "Plain text", subject: Text("Subject")) {
                    Label("Share", systemImage: "square.and.arrow.up")
                }
            } header: {
                Text("Settings")
            } footer: {
                Text("Footer")
            }
            Button("Close", role: .cancel) { dismiss() }
            Button(role: .destructive) {
                openURL(URL(string: "https://example.com")!)
                showAlert = true
            } label: {
                Label("Delete", systemImage: "trash")
            }
            .disabled(isCompact || typeSize.isAccessibilitySize || colorScheme == .dark)
        }
        .alert("Deleted", isPresented: $showAlert) {
            Button("OK") {}
        } message: {
            Text("Gone")
        }
        .navigationTitle("Detail")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Done") { dismiss() }
            }
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel", action: { dismiss() })
            }
        }
    }
}

struct ListScreen: View {
    @Environment(AppModel.self) private var model
    @Environment(AppModel.self) private var optionalModel: AppModel?
    @State private var sheetItem: SheetItem?
    @State private var showSheet = false
    @State private var search = ""

    var body: some View {
        @Bindable var model = model
        List {
            ForEach(model.items) { item in
                NavigationLink(value: Route.detail(item.id)) {
                    Label("Item", systemImage: "doc")
                }
                .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                    Button(role: .destructive) { model.delete(item) } label: {
                        Image(systemName: "trash")
                    }
                    .tint(.red)
                }
                .contextMenu {
                    Button(role: .destructive) { model.delete(item) } label: { Label("Delete", systemImage: "trash") }
                }
            }
            .onDelete { _ in }
            if model.items.isEmpty {
                ContentUnavailableView("No items", systemImage: "tray", description: Text("Add one"))
            }
        }
        .listStyle(.plain)
        .searchable(text: $search, placement: .navigationBarDrawer(displayMode: .always), prompt: "Search")
        .searchable(text: $model.query, prompt: Text("Query"))
        .onSubmit(of: .search) { sheetItem = SheetItem(title: search) }
        .refreshable { await self.model.reload() }
        .sheet(item: $sheetItem, onDismiss: { search = "" }) { item in
            Text(item.title)
                .presentationDetents([.medium, .large])
        }
        .sheet(isPresented: $showSheet) {
            ContentUnavailableView {
                Label("Nothing", systemImage: "xmark")
            } description: {
                Text("Empty")
            } actions: {
                Button("Retry") {}
            }
        }
        .overlay {
            if search.isEmpty == false && model.items.isEmpty {
                ContentUnavailableView.search(text: search)
            }
        }
    }
}

struct GalleryScreen: View {
    let urls: [URL]
    @State private var selected: URL?

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(urls, id: \.self) { url in
                    AsyncImage(url: url, scale: 2) { image in
                        image.resizable().scaledToFill()
                    } placeholder: {
                        Color.gray.opacity(0.3)
                    }
                    .frame(width: 100, height: 100)
                    .clipped()
                    .contentShape(Rectangle())
                    .onTapGesture(count: 2) { selected = url }
                    .id(url)
                    .transition(.move(edge: .leading).combined(with: .opacity))
                }
            }
            .padding(.horizontal)
        }
        .scrollIndicators(.hidden)
        .animation(.easeInOut(duration: 0.3), value: selected)
        .onChange(of: selected, initial: true) { oldValue, newValue in
            _ = (oldValue, newValue)
        }
        .onChange(of: urls.count) {
            withAnimation(.spring) { selected = nil }
        }
        .task { selected = urls.first }
        .task(id: selected, priority: .background) {
            try? await Task.sleep(nanoseconds: 1)
        }
        .onAppear { withAnimation { selected = nil } }
        .onDisappear {}
    }
}

struct RootView: View {
    @State private var model = AppModel()
    @State private var tab = 0
    @State private var localPath: [Route] = []

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack(path: $model.path) {
                NodeView(node: model.root)
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .detail:
                            DetailView(model: model)
                        case .settings:
                            Text("Settings")
                        }
                    }
                    .navigationDestination(isPresented: .constant(false)) {
                        Text("Pushed")
                    }
            }
            .tabItem { Label("Home", systemImage: "house") }
            .badge(model.badgeCount)
            .tag(0)

            NavigationStack(path: $localPath) {
                ListScreen()
            }
            .tabItem {
                Image(systemName: "list.bullet")
                Text("List")
            }
            .badge(Text("New"))
            .tag(1)

            GalleryScreen(urls: [])
                .tabItem { Label("Gallery", systemImage: "photo") }
                .tag(2)
        }
        .environment(model)
        .environment(\.isCompactMode, true)
        .preferredColorScheme(model.isDarkMode ? .dark : nil)
        .tint(.accentColor)
        .dynamicTypeSize(.large ... .accessibility2)
        .redacted(reason: model.items.isEmpty ? .placeholder : [])
    }
}

struct AccessibleCard: View {
    let title: String
    @State private var isOn = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.white)
            VStack {
                Text(title).bold()
                Text("Count: \(3) of \(4.5, specifier: "%.1f")")
                    .textSelection(.enabled)
                    .fontWeight(.light)
                Divider()
                Group {
                    if isOn { Text("On") } else { Text("Off") }
                }
            }
        }
        .frame(minWidth: 100, idealWidth: 200, maxWidth: .infinity, minHeight: 50, alignment: .leading)
        .aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit)
        .aspectRatio(1.5, contentMode: .fill)
        .clipShape(.rect(cornerRadius: 16))
        .clipShape(Capsule(), style: FillStyle())
        .contentShape(Rectangle())
        .ignoresSafeArea(.container, edges: .bottom)
        .accessibilityElement(children: .combine)
        .accessibilityLabel(title)
        .accessibilityLabel("Localized label")
        .accessibilityHint("Double tap to toggle")
        .accessibilityAddTraits(.isButton)
        .accessibilityAddTraits([.isButton, .isSelected])
        .accessibilityIdentifier("card")
        .accessibilityValue(isOn ? "on" : "off")
        .onTapGesture { isOn.toggle() }
        .transition(.scale)
        .transition(.slide)
        .transition(.opacity)
        .foregroundColor(.primary)
        .font(.headline)
        .font(.custom("Avenir", size: 14))
        .background(AnyShape(Circle()).fill(.tint))
    }
}

struct Shapes: View {
    var body: some View {
        HStack {
            Circle().stroke(lineWidth: 2)
            Capsule().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            Rectangle().strokeBorder(Color.black, lineWidth: 1)
            RoundedRectangle(cornerRadius: 4, style: .circular).fill()
        }
        .frame(height: 40)
    }
}

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Misc: View {
    @State private var expanded = false

    var body: some View {
        LazyVStack(alignment: .leading, spacing: 2, pinnedViews: [.sectionHeaders]) {
            Image(decorative: "logo")
            Triangle().fill(Color.clear)
            Triangle()
            EmptyView()
            ForEach(0..<3) { index in
                Text("Row \(index)")
            }
            if expanded {
                Text("Expanded")
            }
            if #available(iOS 17, *) {
                Text("Available")
            }
            Button("Plain") {}.buttonStyle(.plain)
            Button("Borderless") {}.buttonStyle(.borderless)
            Button("Bordered") {}.buttonStyle(.bordered)
            Button(action: { withAnimation(.spring()) { expanded.toggle() } }) {
                Text("Toggle")
            }
            Color.white.frame(height: 1)
            Color.black
            Color.secondary
            Color.primary
        }
        .animation(.default, value: expanded)
        .toolbar {
            Button("Edit") {}
        }
    }
}

struct CustomModifier: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(4).background(.ultraThinMaterial)
    }
}

struct Bindings: View {
    @State private var value = 0
    @State private var text: String? = nil

    var body: some View {
        let binding = Binding(get: { @MainActor in value }, set: { @MainActor in value = $0 })
        VStack {
            Stepper("Value", value: binding)
            TextField("Optional", text: Binding(get: { @MainActor in text ?? "" },
                                                set: { @MainActor in text = $0 }))
            Toggle(isOn: .constant(true)) { Text("Constant") }.labelsHidden()
        }
        .modifier(CustomModifier())
    }
}

@MainActor
func renderImage() -> CGFloat {
    let renderer = ImageRenderer(content: Text("Snapshot"))
    renderer.scale = 2
    return renderer.scale
}

/// A custom `Transferable` whose image is made only when a receiver asks for it.
struct SharedCard: Transferable {
    let title: String

    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { card in await card.image() })
    }

    @MainActor func image() -> Image { Image(systemName: "star") }
}

#if canImport(UIKit)
@MainActor
func platformImage(_ data: Data) -> Image? {
    guard let decoded = UIImage(data: data) else { return ImageRenderer(content: Text("x")).uiImage.map { Image(uiImage: $0) } }
    return Image(uiImage: decoded)
}
#endif

@main
struct SmokeApp: App {
    @State private var model = AppModel()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(model)
        }
    }
}
