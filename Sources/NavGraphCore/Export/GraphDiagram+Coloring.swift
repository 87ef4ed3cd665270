extension GraphDiagram {
    /// What `navgraph graph --color-by` colours screens by: a number of `navgraph stats`.
    package enum ColorMetric: String, CaseIterable, Sendable {
        /// Taps from the start along the shortest way, a shade per count.
        case taps
        /// Whether going back always ends at home.
        case backHome = "back-home"
        /// Dead ends: no segue and, somewhere, no way back.
        case deadEnds = "dead-ends"
        /// Screens reached only through a modal presentation.
        case modalOnly = "modal-only"
        /// Screens reached only by opening a deep link.
        case linkOnly = "link-only"
    }

    /// Fill colours for screens, each with what it means, for the diagram and its legend.
    package struct Coloring: Sendable {
        /// A fill and its meaning.
        struct Shade: Sendable, Equatable {
            /// The Mermaid class name (`taps0`).
            var name: String
            /// `#RRGGBB`.
            var fill: String
            var stroke: String
            /// What the legend says it means.
            var meaning: String
        }

        /// What the colours show, the legend's title.
        var title: String
        /// Every shade the metric knows, in legend order.
        var shades: [Shade]
        /// The shade of each coloured screen (by id): an index in `shades`. Screens not named keep no fill.
        var shadeOfScreen: [String: Int]

        /// The shades of `metric`, read from `stats`.
        package init(_ metric: ColorMetric, stats: GraphStats) {
            let grey = Shade(name: "unreachable", fill: "#EAEEF2", stroke: "#8C959F", meaning: "unreachable")
            var shadeOfScreen: [String: Int] = [:]
            switch metric {
            case .taps:
                title = "taps from the start"
                let greens = ["#DAFBE1", "#ACEEBB", "#6FDD8B", "#4AC26B", "#2DA44E"]
                shades = greens.enumerated().map { number, fill in
                    let meaning =
                        number == greens.count - 1 ? "\(number) taps or more" : "\(number) tap\(number == 1 ? "" : "s")"
                    return Shade(name: "taps\(number)", fill: fill, stroke: "#1A7F37", meaning: meaning)
                }
                shades.append(Shade(name: "linkOnly", fill: "#DDF4FF", stroke: "#0969DA", meaning: "only a deep link"))
                shades.append(grey)
                for screen in stats.screens {
                    if let taps = screen.taps {
                        shadeOfScreen[screen.id] = min(taps, greens.count - 1)
                    } else {
                        shadeOfScreen[screen.id] = screen.isReachable ? greens.count : greens.count + 1
                    }
                }
            case .backHome:
                title = "going back"
                shades = [
                    Shade(name: "backHome", fill: "#DAFBE1", stroke: "#1A7F37", meaning: "back always leads home"),
                    Shade(name: "backStuck", fill: "#FFEBE9", stroke: "#CF222E", meaning: "back may not lead home"),
                    grey,
                ]
                for screen in stats.screens {
                    shadeOfScreen[screen.id] = !screen.isReachable ? 2 : screen.backLeadsHome ? 0 : 1
                }
            case .deadEnds:
                title = "dead ends"
                shades = [Shade(name: "deadEnd", fill: "#FFEBE9", stroke: "#CF222E", meaning: "dead end")]
                for screen in stats.screens where screen.isDeadEnd { shadeOfScreen[screen.id] = 0 }
            case .modalOnly:
                title = "reached only through a modal"
                shades = [
                    Shade(name: "modalOnly", fill: "#FFF1E5", stroke: "#BC4C00", meaning: "only through a modal")
                ]
                for screen in stats.screens where screen.onlyThroughModal { shadeOfScreen[screen.id] = 0 }
            case .linkOnly:
                title = "reached only through a deep link"
                shades = [
                    Shade(name: "linkOnly", fill: "#DDF4FF", stroke: "#0969DA", meaning: "only through a deep link")
                ]
                for screen in stats.screens where screen.onlyThroughLink { shadeOfScreen[screen.id] = 0 }
            }
            self.shadeOfScreen = shadeOfScreen
        }

        /// The shade of a screen, nil when it keeps no fill.
        func shade(of screen: String) -> Shade? {
            shadeOfScreen[screen].flatMap { shades.indices.contains($0) ? shades[$0] : nil }
        }

        /// The shades `screens` use, in legend order.
        func shadesUsed(by screens: [String]) -> [Shade] {
            let used = Set(screens.compactMap { shadeOfScreen[$0] })
            return shades.indices.filter(used.contains).map { shades[$0] }
        }
    }
}
