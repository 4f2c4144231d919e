//! The `aguja` binary: parses the command line and runs it.

use clap::Parser;

fn main() {
    let cli = aguja::cli::Cli::parse();
    std::process::exit(aguja::cli::run(cli));
}
