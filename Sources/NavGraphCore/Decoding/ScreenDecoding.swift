import NavGraphRuntime

extension GraphFileDecoder {
    static let screenKeys = [
        "title", "parameters", "navigationItem", "toolbarItems", "navigationBarHidden", "toolbarHidden",
        "interactivePopGestureEnabled", "modalPresentationStyle", "modalInPresentation", "hidesBottomBarWhenPushed",
        "restorationIdentifier", "deepLinks", "segues", "style", "message", "actions",
        "dismissesItself", "renamedFrom",
    ]
    /// The keys of a parameter's long form.
    static let parameterKeys = ["type", "swift", "default", "renamedFrom"]

    mutating func screens() throws(YAMLError) -> [ScreenDeclaration] {
        guard try reader.beginMapping(for: "screens", nullIsEmpty: true) != nil else { return [] }
        var result: [ScreenDeclaration] = []
        var seen = SeenKeys()
        while let id = try reader.nextKey(&seen) {
            result.append(try screen(id: id))
        }
        return result
    }

    private mutating func screen(id: Located<String>) throws(YAMLError) -> ScreenDeclaration {
        var screen = ScreenDeclaration(id: id)
        guard try reader.beginMapping(for: "screen '\(id.value)'", nullIsEmpty: true) != nil else { return screen }
        var seen = SeenKeys()
        while let read = try reader.nextKey(&seen, as: ScreenKey.self) {
            let key = read.key
            switch read.known {
            case .title: screen.title = try reader.string(for: key.value)
            case .parameters: screen.parameters = try parameters()
            case .navigationItem: screen.navigationItem = try navigationItem()
            case .toolbarItems:
                screen.toolbarItemsLocation = key.location
                screen.toolbarItems = try barItems(for: key.value)
            case .navigationBarHidden: screen.navigationBarHidden = try reader.bool(for: key.value)
            case .toolbarHidden: screen.toolbarHidden = try reader.bool(for: key.value)
            case .interactivePopGestureEnabled: screen.interactivePopGestureEnabled = try reader.bool(for: key.value)
            case .modalPresentationStyle:
                screen.modalPresentationStyle = try reader.choice(PresentationStyle.self, for: key.value)
            case .modalInPresentation: screen.modalInPresentation = try reader.bool(for: key.value)
            case .hidesBottomBarWhenPushed: screen.hidesBottomBarWhenPushed = try reader.bool(for: key.value)
            case .restorationIdentifier: screen.restorationIdentifier = try reader.nullableString(for: key.value)
            case .deepLinks: screen.deepLinks = try deepLinks()
            case .segues: screen.segues = try segues()
            case .style:
                screen.alert = screen.alert ?? AlertContent()
                screen.alert?.style = try reader.choice(AlertDefinition.Style.self, for: key.value)
            case .message:
                screen.alert = screen.alert ?? AlertContent()
                screen.alert?.message = try reader.string(for: key.value)
            case .actions:
                screen.alert = screen.alert ?? AlertContent()
                screen.alert?.actionsLocation = key.location
                screen.alert?.actions = try alertActions()
            case .dismissesItself: screen.dismissesItself = try reader.bool(for: key.value)
            case .renamedFrom: screen.renamedFrom = try reader.oldNames(for: key.value)
            case nil: try reader.unknownKey(key, in: "a screen", allowed: Self.screenKeys)
            }
        }
        return screen
    }

    // MARK: Parameters

    private mutating func parameters() throws(YAMLError) -> [Parameter] {
        guard try reader.beginMapping(for: "parameters", nullIsEmpty: true) != nil else { return [] }
        var result: [Parameter] = []
        var seen = SeenKeys()
        while let name = try reader.nextKey(&seen) {
            if let parameter = try parameter(name: name) { result.append(parameter) }
        }
        return result
    }

    /// `name: Type`, `name: [Type]` (an unquoted array type reads as a one-element sequence), or
    /// `name: { type: Type, default: value }` / `name: { swift: Module.Type, default: value }`.
    mutating func parameter(name: Located<String>) throws(YAMLError) -> Parameter? {
        let event = try reader.stream.peek()
        if event.type != .mappingStart {
            guard let type = try typeReference(for: name.value) else { return nil }
            return Parameter(name: name, type: type)
        }
        _ = try reader.stream.next()
        var type: Located<TypeReference>?
        var defaultValue: Located<Literal>?
        var renamedFrom: [Located<String>] = []
        var seen = SeenKeys()
        while let read = try reader.nextKey(&seen, as: ParameterKey.self) {
            let key = read.key
            switch read.known {
            case .type:
                if let swift = seen["swift"] { conflict(key, with: "swift", at: swift) }
                type = try typeReference(for: "type")
            case .swift:
                if let other = seen["type"] { conflict(key, with: "type", at: other) }
                type = try swiftType()
            case .default: defaultValue = try reader.literal()
            case .renamedFrom: renamedFrom = try reader.oldNames(for: key.value)
            case nil: try reader.unknownKey(key, in: "parameter '\(name.value)'", allowed: Self.parameterKeys)
            }
        }
        guard let type else {
            if seen["type"] == nil && seen["swift"] == nil {
                reader.emit(.parameterNeedsType(name))
            }
            return nil
        }
        var parameter = Parameter(name: name, type: type, defaultValue: defaultValue)
        parameter.renamedFrom = renamedFrom
        return parameter
    }

    private mutating func conflict(_ key: Located<String>, with other: String, at location: SourceLocation) {
        reader.emit(.twoParameterTypes(key, other, otherAt: location))
    }

    private mutating func typeReference(for key: String) throws(YAMLError) -> Located<TypeReference>? {
        let event = try reader.stream.peek()
        let location = reader.location(event)
        switch event.type {
        case .sequenceStart:
            // `[Int]` unquoted: YAML reads a one-element sequence, which means the array type.
            let literal = try reader.literal()
            guard case .sequence(let elements) = literal.value, elements.count == 1,
                case .scalar(let text, _) = elements[0].value
            else {
                reader.emit(.malformedArrayType(at: location))
                return nil
            }
            guard let element = TypeParser.parse(text) else {
                malformedType(text, at: elements[0].location)
                return nil
            }
            return Located(.array(element), at: location)
        case .scalar:
            guard let text = try reader.string(for: key) else {
                reader.emit(.typeKeyNeedsType(key, at: location))
                return nil
            }
            guard let type = TypeParser.parse(text.value) else {
                malformedType(text.value, at: text.location)
                return nil
            }
            return Located(type, at: text.location)
        default:
            try reader.wrongKind(expected: "a type", for: key)
            return nil
        }
    }

    private mutating func malformedType(_ text: String, at location: SourceLocation) {
        reader.emit(.notAType(text, at: location))
    }

    /// `swift: Module.TypeName` or `Module.TypeName?`.
    private mutating func swiftType() throws(YAMLError) -> Located<TypeReference>? {
        guard let text = try reader.string(for: "swift") else { return nil }
        var name = Substring(text.value)
        let optional = name.hasSuffix("?")
        if optional { name = name.dropLast() }
        guard TypeParser.isTypeName(name) else {
            malformedType(text.value, at: text.location)
            return nil
        }
        let type = TypeReference.swift(String(name))
        return Located(optional ? .optional(type) : type, at: text.location)
    }
}
