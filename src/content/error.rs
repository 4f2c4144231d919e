//! Content errors as designers read them: `path:line:col: message`, with a suggestion; and
//! as a program reads them: the place in the file's data the error is about, and its kind.

use super::locate::{OwnedStep, Step, owned};
use std::fmt;
use std::path::{Path, PathBuf};

/// One problem in one file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContentError {
    pub path: PathBuf,
    pub line: usize,
    pub col: usize,
    pub message: String,
    /// Where in the file's data the value at fault sits (`heroes`, 2nd item, `kind`): a form
    /// finds its field by this, where `line:col` is for a person reading the text. Empty when
    /// the error is about the file as a whole.
    pub at: Vec<OwnedStep>,
    pub kind: ErrorKind,
}

/// What sort of problem an error is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// The file could not be read at all.
    Unreadable,
    /// The text is not of the file's shape: RON's syntax, a field unknown, missing or twice.
    Syntax,
    /// A name the library has nothing by (a kind, an item, an action, an advantage…).
    UnknownName,
    /// A value the rules refuse: out of bounds, on the wrong side, too many or too few.
    #[default]
    Rule,
}

impl ContentError {
    /// An error about the file as a whole, or placed by line and column alone.
    pub fn new(
        path: impl Into<PathBuf>,
        (line, col): (usize, usize),
        kind: ErrorKind,
        message: impl Into<String>,
    ) -> Self {
        ContentError {
            path: path.into(),
            line,
            col,
            message: message.into(),
            at: Vec::new(),
            kind,
        }
    }

    /// The same error, about the value at `path` in the file's data (its line and column stay
    /// where they were: they are what `aguja check` prints).
    pub fn about(mut self, path: &[Step]) -> Self {
        self.at = owned(path);
        self
    }

    /// The same error, of `kind`.
    pub fn of_kind(mut self, kind: ErrorKind) -> Self {
        self.kind = kind;
        self
    }
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
        self.error(line, col, message)
    }

    /// An error at the `nth` (0-based) `field: "value"` after the quoted `anchor`.
    pub fn error_at_field(
        &self,
        anchor: &str,
        field: &str,
        value: &str,
        nth: usize,
        message: impl Into<String>,
    ) -> ContentError {
        let start = self.text.find(&format!("\"{anchor}\"")).unwrap_or(0);
        let pattern = format!("{field}: \"{value}\"");
        let found = self.text[start..]
            .match_indices(&pattern)
            .nth(nth)
            .map(|(i, _)| start + i + field.len() + 2);
        match found {
            Some(offset) => {
                let (line, col) = line_col(&self.text, offset);
                self.error(line, col, message)
            }
            None => self.error_at(Some(anchor), value, message),
        }
    }

    /// An error at the value found by following `path` (see `locate`); at the quoted
    /// `fallback` (an id, usually) when the text does not hold that value.
    pub fn error_at_path(
        &self,
        path: &[Step],
        fallback: &str,
        message: impl Into<String>,
    ) -> ContentError {
        let error = match super::locate::locate(&self.text, path) {
            Some(offset) => {
                let (line, col) = line_col(&self.text, offset);
                self.error(line, col, message)
            }
            None => self.error_at(None, fallback, message),
        };
        error.about(path)
    }

    /// An error at `line:col`, of the commonest kind: a rule broken (`of_kind` for another).
    pub fn error(&self, line: usize, col: usize, message: impl Into<String>) -> ContentError {
        ContentError::new(self.path.clone(), (line, col), ErrorKind::Rule, message)
    }

    /// A RON error found parsing the part of this file that starts at byte `start`.
    pub fn error_in_part(&self, start: usize, err: &ron::error::SpannedError) -> ContentError {
        let (line0, col0) = line_col(&self.text, start);
        let (line, col) = (err.span.start.line.max(1), err.span.start.col.max(1));
        let (line, col) = if line == 1 {
            (line0, col0 + col - 1)
        } else {
            (line0 + line - 1, col)
        };
        self.error_at_code(line, col, &err.code)
    }

    pub fn error_from_ron(&self, err: &ron::error::SpannedError) -> ContentError {
        let (line, col) = (err.span.start.line.max(1), err.span.start.col.max(1));
        self.error_at_code(line, col, &err.code)
    }

    fn error_at_code(&self, line: usize, col: usize, code: &ron::error::Error) -> ContentError {
        use ron::error::Error;
        // RON notices a missing comma at the next token; the designer has to fix the line
        // before, so point just after the last value.
        if matches!(code, Error::ExpectedComma | Error::ExpectedStructLikeEnd)
            && let Some((l, c)) = self.end_of_previous_value(line, col)
        {
            return self.syntax_error(l, c, "missing comma after this value");
        }
        let (line, col) = match code {
            // A notation (amount, check) that does not parse: RON places it just inside the
            // string; point at the string itself, like every other error about a value.
            Error::Message(_) => self.opening_quote(line, col).unwrap_or((line, col)),
            _ => self.skip_blanks(line, col),
        };
        self.syntax_error(line, col, describe_ron_error(code))
    }

    /// A syntax error at `line:col`, about the top-level field and list item that hold it.
    pub fn syntax_error(
        &self,
        line: usize,
        col: usize,
        message: impl Into<String>,
    ) -> ContentError {
        let at = self
            .offset_of(line, col)
            .map(|offset| super::locate::path_at(&self.text, offset))
            .unwrap_or_default();
        ContentError {
            at,
            ..self.error(line, col, message).of_kind(ErrorKind::Syntax)
        }
    }

    /// The byte offset of 1-based `line:col` (in characters).
    fn offset_of(&self, line: usize, col: usize) -> Option<usize> {
        let line_start: usize = self
            .text
            .split_inclusive('\n')
            .take(line.checked_sub(1)?)
            .map(str::len)
            .sum();
        let rest = self.text.get(line_start..)?;
        let (offset, _) = rest.char_indices().nth(col.checked_sub(1)?)?;
        Some(line_start + offset)
    }

    /// The start of the string whose text begins at `line:col`: its `"`, or the `r` of `r#"`.
    fn opening_quote(&self, line: usize, col: usize) -> Option<(usize, usize)> {
        let offset = self.offset_of(line, col)?;
        let before = self.text[..offset].strip_suffix('"')?;
        let hashes = before.len() - before.trim_end_matches('#').len();
        let start = match before.trim_end_matches('#').strip_suffix('r') {
            Some(raw)
                if hashes > 0 || !raw.ends_with(|c: char| c.is_alphanumeric() || c == '_') =>
            {
                raw.len()
            }
            _ if hashes == 0 => before.len(),
            _ => return None,
        };
        Some(line_col(&self.text, start))
    }

    /// RON may place an error on the blank before the value at fault: move onto the value.
    fn skip_blanks(&self, line: usize, col: usize) -> (usize, usize) {
        let Some(from) = self.offset_of(line, col) else {
            return (line, col);
        };
        match self.text[from..].find(|c: char| !c.is_whitespace()) {
            Some(skip) => line_col(&self.text, from + skip),
            None => (line, col),
        }
    }

    /// The place just after the last non-blank, non-comment character before `line:col`.
    fn end_of_previous_value(&self, line: usize, col: usize) -> Option<(usize, usize)> {
        let lines: Vec<&str> = self.text.lines().collect();
        let current = lines.get(line.checked_sub(1)?)?;
        let before: String = current.chars().take(col.saturating_sub(1)).collect();
        if !strip_comment(&before).trim().is_empty() {
            return None;
        }
        (1..line).rev().find_map(|l| {
            let content = strip_comment(lines[l - 1]).trim_end();
            (!content.is_empty()).then(|| (l, content.chars().count() + 1))
        })
    }
}

/// A line without its `// comment` (a `//` inside a string is kept).
fn strip_comment(line: &str) -> &str {
    let mut in_string = false;
    let mut escaped = false;
    for (i, c) in line.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if in_string => escaped = true,
            '"' => in_string = !in_string,
            '/' if !in_string && line[i + 1..].starts_with('/') => return &line[..i],
            _ => {}
        }
    }
    line
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
    let within = |outer: &Option<String>| {
        outer
            .as_deref()
            .map(|o| format!(" in {}", designer_name(o)))
            .unwrap_or_default()
    };
    match code {
        Error::NoSuchStructField {
            expected,
            found,
            outer,
        } => {
            let mut msg = format!("unknown field `{found}`{}", within(outer));
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
            let mut msg = format!("unknown `{found}`{}", within(outer));
            if let Some(best) = suggest(found, expected.iter().copied()) {
                msg.push_str(&format!("; did you mean `{best}`?"));
            }
            msg.push_str(&format!(" (one of: {})", expected.join(", ")));
            msg
        }
        Error::MissingStructField { field, outer } => {
            format!("missing field `{field}`{}", within(outer))
        }
        Error::DuplicateStructField { field, outer } => {
            format!("field `{field}` given twice{}", within(outer))
        }
        Error::ExpectedOption => "expected `Some(…)` or `None` (an optional value)".into(),
        Error::ExpectedString => "expected text in double quotes, like \"goblin\"".into(),
        Error::ExpectedInteger => "expected a whole number".into(),
        Error::ExpectedBoolean => "expected `true` or `false`".into(),
        Error::ExpectedComma => "expected a comma here".into(),
        Error::ExpectedStructLikeEnd => {
            "expected `)`: is a comma missing before this field?".into()
        }
        Error::ExpectedArrayEnd => "expected `]`: is a comma missing between items?".into(),
        Error::Eof => "the file ends too soon: is a bracket left open?".into(),
        other => other.to_string(),
    }
}

/// The file types' Rust names, as designers call them.
fn designer_name(type_name: &str) -> String {
    let words = match type_name {
        "ContentFile" => "the content file",
        "ActionDef" => "an action",
        "ReactionDef" => "a reaction",
        "ItemDef" => "an item",
        "BodyDef" => "a body",
        "PartDef" => "a body part",
        "CombatantDef" => "a combatant",
        "AdvantageDef" => "an advantage",
        "Attributes" => "the attributes",
        "EncounterDef" => "the encounter",
        "MemberDef" => "a hero or minion entry",
        "Overrides" => "a member's overrides",
        "Goal" => "the goal",
        "Background" => "the background",
        "ScriptFile" => "the script",
        other => return format!("`{other}`"),
    };
    words.to_string()
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
