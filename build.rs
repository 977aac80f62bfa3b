//! Embeds every level under `levels/` into the game binary, so the game (and its web build, which has
//! no file system) ships its levels inside itself.

use std::path::Path;

fn main() {
    println!("cargo::rerun-if-changed=levels");
    // Read when the script runs, not when it is compiled: cargo reuses one compiled build script for
    // every checkout sharing a target folder, and `env!` would point them all at the first one.
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&manifest).join("levels");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("levels/ exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    // Each file as well as the folder: an edited level must be embedded again, not only an added one.
    for file in &files {
        println!("cargo::rerun-if-changed={}", file.display());
    }
    let entries: String = files
        .iter()
        .map(|p| format!("    ({:?}, include_str!({:?})),\n", p.file_name().unwrap().to_string_lossy(), p.display().to_string()))
        .collect();
    let out = Path::new(&std::env::var("OUT_DIR").unwrap()).join("levels.rs");
    std::fs::write(
        out,
        format!("/// (file name, RON text) of every shipped level.\npub const LEVEL_FILES: &[(&str, &str)] = &[\n{entries}];\n"),
    )
    .expect("OUT_DIR is writable");
}
