extension ScreenDeclaration {
    /// Calls `body` on the screen's bar button items: left, right, then toolbar, whether shown or not, then an
    /// alert's actions (one id namespace, NG103).
    package func forEachItem(_ body: (BarItem) throws -> Void) rethrows {
        try navigationItem.leftBarButtonItems.forEachInPlace(body)
        try navigationItem.rightBarButtonItems.forEachInPlace(body)
        try toolbarItems.forEachInPlace(body)
        try alert?.actions.forEachInPlace(body)
    }
}
