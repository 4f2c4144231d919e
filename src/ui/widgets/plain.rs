//! Content text for the default screen: a description's rule references, "(R10.3)", belong to
//! the rules detail setting and the CLI trace, so they are left out here.

/// `text` without its parenthesised rule references: "one check per target (R10.3)." →
/// "one check per target.".
pub fn without_rule_numbers(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(" (R") {
        let after = &rest[at + 3..];
        let len = after
            .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == ',' || c == ' ' || c == 'R'))
            .unwrap_or(after.len());
        let is_rule =
            after[..len].starts_with(|c: char| c.is_ascii_digit()) && after[len..].starts_with(')');
        if is_rule {
            out.push_str(&rest[..at]);
            rest = &after[len + 1..];
        } else {
            out.push_str(&rest[..at + 3]);
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

/// "hard" → "Hard": a word or a sentence with its first letter up.
pub fn capitalized(words: &str) -> String {
    let mut chars = words.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::without_rule_numbers;

    #[test]
    fn rule_references_go_and_other_brackets_stay() {
        assert_eq!(
            without_rule_numbers("One more target; one check per target (R10.3)."),
            "One more target; one check per target."
        );
        assert_eq!(without_rule_numbers("Both (R4.5, R6.2) here"), "Both here");
        assert_eq!(
            without_rule_numbers("A cap (Rusty) stays"),
            "A cap (Rusty) stays"
        );
        assert_eq!(without_rule_numbers("+1 AP"), "+1 AP");
    }
}
