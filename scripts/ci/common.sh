# shellcheck shell=bash
# shellcheck disable=SC2034  # the variables set here (navgraph, format, paths) are read by the scripts
# Shared by the scripts of scripts/ci (sourced, not run). Plain bash, no GitHub-only feature, so the scripts run the
# same on GitHub Actions, GitLab CI, Xcode Cloud, a git hook or a terminal.

# Prints a message of the calling script on standard error: `navgraph-ci validate: MESSAGE`.
ci_say() {
    printf 'navgraph-ci %s: %s\n' "${ci_script:-script}" "$*" >&2
}

# Prints a message and exits with status 2 (a setup problem, as navgraph's own usage errors).
ci_fail() {
    ci_say "error: $*"
    exit 2
}

# Whether a yes/no setting is on: true, yes, 1 or on (any case). Anything else, empty included, is off.
ci_is_true() {
    case "$(printf '%s' "${1:-}" | tr '[:upper:]' '[:lower:]')" in
        true | yes | 1 | on) return 0 ;;
        *) return 1 ;;
    esac
}

# Sets `navgraph` to the tool to run: $NAVGRAPH (a path, or a name on PATH), else `navgraph` on PATH.
ci_find_navgraph() {
    navgraph="${NAVGRAPH:-navgraph}"
    if ! command -v "$navgraph" >/dev/null 2>&1; then
        ci_fail "'$navgraph' not found: build it with scripts/ci/build-navgraph, or set NAVGRAPH to its path"
    fi
}

# Sets `format` to the output format for diagnostics: $NAVGRAPH_FORMAT, else `github` on GitHub Actions (annotations
# on the pull request), else `text`.
ci_choose_format() {
    if [ -n "${NAVGRAPH_FORMAT:-}" ]; then
        format="$NAVGRAPH_FORMAT"
    elif [ "${GITHUB_ACTIONS:-}" = true ]; then
        format=github
    else
        format=text
    fi
}

# Sets the array `paths` to the script's arguments, else to $NAVGRAPH_PATHS split at spaces and newlines, else to
# the current folder.
ci_choose_paths() {
    paths=("$@")
    if [ ${#paths[@]} -eq 0 ] && [ -n "${NAVGRAPH_PATHS:-}" ]; then
        read -r -d '' -a paths <<<"$NAVGRAPH_PATHS" || true
    fi
    if [ ${#paths[@]} -eq 0 ]; then
        paths=(.)
    fi
}

# Whether `paths` hold a file whose name matches one of the patterns: a file given as a path counts whatever its
# name; folders are searched as navgraph searches them, skipping hidden folders and `.build`. (Used to skip a step
# cleanly when a project has nothing for it.)
ci_has_files() {
    local path pattern found
    local names=()
    for pattern in "$@"; do
        if [ ${#names[@]} -gt 0 ]; then names+=(-o); fi
        names+=(-name "$pattern")
    done
    for path in "${paths[@]}"; do
        if [ -f "$path" ]; then return 0; fi
        if [ -d "$path" ]; then
            found=$(find "$path" -mindepth 1 \( -name '.*' -o -name .build \) -prune -o -type f \( "${names[@]}" \) \
                -print 2>/dev/null | head -n 1 || true)
            if [ -n "$found" ]; then return 0; fi
        fi
    done
    return 1
}
