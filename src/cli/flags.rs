//! What several commands' flag checks share.

/// The flags that are given, by name, among `flags`.
pub fn given(flags: &[(bool, &'static str)]) -> Vec<&'static str> {
    flags
        .iter()
        .filter_map(|&(on, name)| on.then_some(name))
        .collect()
}
