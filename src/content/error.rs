//! Content errors as designers read them: `path:line:col: message`, with a suggestion.

use std::fmt;
use std::path::{Path, PathBuf};

/// One problem in one file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContentError {
    pub path: PathBuf,
    pub line: usize,
    pub col: usize,
    pub message: String,
}

impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.path.display(),
            self.line,
            self.col,
            self.message
        )
    }
}

impl std::error::Error for ContentError {}

/// A list of errors, printed one per line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContentErrors(pub Vec<ContentError>);

impl fmt::Display for ContentErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for ContentErrors {}

/// A file's text, kept to point errors found after parsing at the right line and column.
#[derive(Clone, Debug)]
pub struct SourceText {
    pub path: PathBuf,
    pub text: String,
}

impl SourceText {
    pub fn new(path: impl AsRef<Path>, text: impl Into<String>) -> Self {
        Self {
            path: path.as_ref().to_path_buf(),
            text: text.into(),
        }
    }

    /// An error at the first place the quoted string `"value"` appears after the place `anchor`
    /// (a quoted id, usually) appears; at 1:1 when neither is found.
    pub fn error_at(
        &self,
        anchor: Option<&str>,
        value: &str,
        message: impl Into<String>,
    ) -> ContentError {
        let start = anchor
            .and_then(|a| self.text.find(&format!("\"{a}\"")))
            .unwrap_or(0);
        let quoted = format!("\"{value}\"");
        let offset = self.text[start..]
            .find(&quoted)
            .map(|i| i + start)
            .or_else(|| self.text.find(&quoted))
            .unwrap_or(start);
        let (line, col) = line_col(&self.text, offset);
        ContentError {
            path: self.path.clone(),
            line,
            col,
            message: message.into(),
        }
    }

    pub fn error_from_ron(&self, err: &ron::error::SpannedError) -> ContentError {
        ContentError {
            path: self.path.clone(),
            line: err.span.start.line.max(1),
            col: err.span.start.col.max(1),
            message: describe_ron_error(&err.code),
        }
    }
}

/// 1-based line and column (in characters) of a byte offset.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

/// RON's messages, reworded where a designer would not guess the fix.
fn describe_ron_error(code: &ron::error::Error) -> String {
    use ron::error::Error;
    match code {
        Error::NoSuchStructField {
            expected,
            found,
            outer,
        } => {
            let mut msg = format!(
                "unknown field `{found}`{}",
                outer
                    .as_ref()
                    .map(|o| format!(" in {o}"))
                    .unwrap_or_default()
            );
            if let Some(best) = suggest(found, expected.iter().copied()) {
                msg.push_str(&format!("; did you mean `{best}`?"));
            }
            msg.push_str(&format!(" (fields: {})", expected.join(", ")));
            msg
        }
        Error::NoSuchEnumVariant {
            expected,
            found,
            outer,
        } => {
            let mut msg = format!(
                "unknown variant `{found}`{}",
                outer
                    .as_ref()
                    .map(|o| format!(" of {o}"))
                    .unwrap_or_default()
            );
            if let Some(best) = suggest(found, expected.iter().copied()) {
                msg.push_str(&format!("; did you mean `{best}`?"));
            }
            msg.push_str(&format!(" (one of: {})", expected.join(", ")));
            msg
        }
        other => other.to_string(),
    }
}

/// The closest candidate to `wrong`, if it is close enough to be what was meant.
pub fn suggest<'a>(wrong: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    candidates
        .into_iter()
        .map(|c| {
            (
                strsim::normalized_damerau_levenshtein(&wrong.to_lowercase(), &c.to_lowercase()),
                c,
            )
        })
        .filter(|(score, _)| *score >= 0.5)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_column_are_one_based() {
        assert_eq!(line_col("ab\ncd", 0), (1, 1));
        assert_eq!(line_col("ab\ncd", 4), (2, 2));
    }

    #[test]
    fn suggests_close_names_only() {
        let names = ["goblin_shield", "short_sword", "leather_cap"];
        assert_eq!(suggest("goblin_sheild", names), Some("goblin_shield"));
        assert_eq!(suggest("zzz", names), None);
    }

    #[test]
    fn error_at_points_at_the_quoted_value_after_the_anchor() {
        let src = SourceText::new("f.ron", "(id: \"a\", x: \"bad\")\n(id: \"b\", x: \"bad\")");
        let e = src.error_at(Some("b"), "bad", "unknown");
        assert_eq!((e.line, e.col), (2, 14));
        assert_eq!(e.to_string(), "f.ron:2:14: unknown");
    }
}
