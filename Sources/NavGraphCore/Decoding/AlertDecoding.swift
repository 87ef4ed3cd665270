import NavGraphRuntime

extension GraphFileDecoder {
    /// The keys of an alert's action.
    static let alertActionKeys = ["id", "title", "role", "segue", "action", "builtin"]

    /// `actions:` of an alert screen: a sequence of `{ id, title, role, segue|action|builtin }`.
    mutating func alertActions() throws(YAMLError) -> [BarItem] {
        guard try reader.beginSequence(for: "actions") != nil else { return [] }
        var result: [BarItem] = []
        while try reader.hasNextElement() {
            let event = try reader.stream.peek()
            if let action = try alertAction(at: reader.location(event)) { result.append(action) }
        }
        return result
    }

    private mutating func alertAction(at location: SourceLocation) throws(YAMLError) -> BarItem? {
        guard try reader.beginMapping(for: "an item of 'actions'") != nil else { return nil }
        var action = BarItem(location: location)
        action.isAlertAction = true
        var seen = SeenKeys()
        while let key = try reader.nextKey(&seen) {
            switch key.value {
            case "id": action.id = try reader.string(for: key.value)
            case "title": action.title = try reader.string(for: key.value)
            case "role": action.role = try reader.choice(AlertActionDefinition.Role.self, for: key.value)
            case "segue": action.segue = try reader.string(for: key.value)
            case "action": action.action = try reader.string(for: key.value)
            case "builtin": action.builtin = try reader.choice(BuiltinAction.self, for: key.value)
            default: try reader.unknownKey(key, in: "an alert action", allowed: Self.alertActionKeys)
            }
        }
        if seen["id"] == nil {
            reader.emit(.barItemNeedsID(at: location))
        }
        if seen["title"] == nil {
            reader.emit(.alertActionNeedsTitle(at: location))
        }
        return action
    }
}
