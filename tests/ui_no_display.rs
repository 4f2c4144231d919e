//! Without a display the game does not panic: it exits with a clear message that points at
//! the headless commands.

use std::process::Command;

#[test]
fn without_a_display_the_game_says_so_and_suggests_the_headless_commands() {
    for display in [None, Some("")] {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_aguja"));
        cmd.current_dir(env!("CARGO_MANIFEST_DIR"))
            .env_remove("WAYLAND_DISPLAY");
        match display {
            None => cmd.env_remove("DISPLAY"),
            Some(d) => cmd.env("DISPLAY", d),
        };
        let out = cmd.output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains("no display found"), "{stderr}");
        assert!(stderr.contains("aguja play --headless"), "{stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
}
