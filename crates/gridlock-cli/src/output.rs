//! Standard output for the commands' results, through the [`out!`] macro.

use std::io::{ErrorKind, Write};

/// Writes one line to standard output. A closed pipe ends the process with success: whoever read the
/// output has all they wanted. Any other write error ends it with a message and status 1.
pub fn line(args: std::fmt::Arguments) {
    let mut stdout = std::io::stdout().lock();
    if let Err(e) = stdout.write_fmt(args).and_then(|()| stdout.write_all(b"\n")) {
        if e.kind() == ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("gridlock-cli: cannot write the output: {e}");
        std::process::exit(1);
    }
}
