//! navgraph for Zed: starts `navgraph lsp`, found on the PATH of the project's shell, for YAML files. The server
//! answers only for graph files (*.navgraph.yaml), flow files (*.navflow.yaml) and the files graphs include; other
//! YAML files get no diagnostics from it.

use zed_extension_api::{self as zed, LanguageServerId, Result, Worktree};

struct NavgraphExtension;

impl zed::Extension for NavgraphExtension {
    fn new() -> Self {
        NavgraphExtension
    }

    fn language_server_command(
        &mut self,
        _language_server_id: &LanguageServerId,
        worktree: &Worktree,
    ) -> Result<zed::Command> {
        let Some(command) = worktree.which("navgraph") else {
            return Err("navgraph is not on PATH: install it (see the navgraph README) and restart Zed".into());
        };
        Ok(zed::Command { command, args: vec!["lsp".into()], env: Default::default() })
    }
}

zed::register_extension!(NavgraphExtension);
