//! A shallow outline of a RON file: its top-level fields and the items of its lists, as byte
//! ranges. The loader uses it to go on after the first error and report every broken item of
//! a file, and `aguja check` to tell an encounter from a content file. It never fails on any
//! input: what it cannot make sense of, it leaves out.

use std::ops::Range;

/// One top-level field: `name: value`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    pub name: String,
    /// Where the name starts.
    pub at: usize,
    pub value: Range<usize>,
    /// When the value is a list `[…]`: each item's range.
    pub items: Vec<Range<usize>>,
}

/// The top-level fields of a file `( name: value, … )` (optionally `Name( … )`), or `None`
/// when the file does not have that shape.
pub fn outline(text: &str) -> Option<Vec<Field>> {
    let bytes = text.as_bytes();
    let mut pos = skip_blank(bytes, 0);
    while pos < bytes.len() && is_ident(bytes[pos]) {
        pos += 1;
    }
    pos = skip_blank(bytes, pos);
    if bytes.get(pos) != Some(&b'(') {
        return None;
    }
    pos += 1;
    let mut fields = Vec::new();
    loop {
        pos = skip_blank(bytes, pos);
        match bytes.get(pos) {
            None => return Some(fields),
            Some(b')') => return Some(fields),
            Some(c) if is_ident(*c) => {}
            Some(_) => return Some(fields),
        }
        let at = pos;
        while pos < bytes.len() && is_ident(bytes[pos]) {
            pos += 1;
        }
        let name = text[at..pos].to_string();
        pos = skip_blank(bytes, pos);
        if bytes.get(pos) != Some(&b':') {
            return Some(fields);
        }
        pos = skip_blank(bytes, pos + 1);
        let start = pos;
        let end = scan_value(bytes, pos);
        let items = if bytes.get(start) == Some(&b'[') {
            list_items(bytes, start + 1)
        } else {
            Vec::new()
        };
        fields.push(Field {
            name,
            at,
            value: start..end,
            items,
        });
        pos = skip_blank(bytes, end);
        if bytes.get(pos) == Some(&b',') {
            pos += 1;
        } else if pos >= bytes.len() || bytes[pos] == b')' {
            return Some(fields);
        }
        // Anything else (a missing comma): go on with the next field anyway.
    }
}

/// The items of a list `[ … ]` (after any blanks), as byte ranges; `None` when `text` does not
/// start with a list.
pub fn list(text: &str) -> Option<Vec<Range<usize>>> {
    let bytes = text.as_bytes();
    let pos = skip_blank(bytes, 0);
    (bytes.get(pos) == Some(&b'[')).then(|| list_items(bytes, pos + 1))
}

/// The items of a list whose `[` is just before `pos`.
fn list_items(bytes: &[u8], mut pos: usize) -> Vec<Range<usize>> {
    let mut items = Vec::new();
    loop {
        pos = skip_blank(bytes, pos);
        match bytes.get(pos) {
            None | Some(b']') | Some(b')') | Some(b'}') => return items,
            Some(_) => {}
        }
        let start = pos;
        let end = scan_value(bytes, pos);
        if end == start {
            return items;
        }
        items.push(start..end);
        pos = skip_blank(bytes, end);
        if bytes.get(pos) == Some(&b',') {
            pos += 1;
        }
    }
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// Skips whitespace and comments.
fn skip_blank(bytes: &[u8], mut pos: usize) -> usize {
    loop {
        while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        match (bytes.get(pos), bytes.get(pos + 1)) {
            (Some(b'/'), Some(b'/')) => {
                while pos < bytes.len() && bytes[pos] != b'\n' {
                    pos += 1;
                }
            }
            (Some(b'/'), Some(b'*')) => {
                pos = find(bytes, pos + 2, b"*/").map_or(bytes.len(), |p| p + 2);
            }
            _ => return pos,
        }
    }
}

fn find(bytes: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    (from..bytes.len()).find(|&i| bytes[i..].starts_with(needle))
}

/// The end of the value starting at `pos`: the first `,` or closing bracket at its own depth.
fn scan_value(bytes: &[u8], mut pos: usize) -> usize {
    let mut depth = 0usize;
    while pos < bytes.len() {
        match bytes[pos] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                if depth == 0 {
                    return pos;
                }
                depth -= 1;
            }
            b',' if depth == 0 => return pos,
            b'"' => {
                pos = skip_string(bytes, pos);
                continue;
            }
            b'r' if raw_string_start(bytes, pos) => {
                pos = skip_raw_string(bytes, pos);
                continue;
            }
            b'/' if matches!(bytes.get(pos + 1), Some(b'/') | Some(b'*')) => {
                pos = skip_blank(bytes, pos);
                continue;
            }
            _ => {}
        }
        pos += 1;
    }
    pos
}

/// Past the closing quote of the string whose opening quote is at `pos`.
fn skip_string(bytes: &[u8], mut pos: usize) -> usize {
    pos += 1;
    while pos < bytes.len() {
        match bytes[pos] {
            b'\\' => pos += 2,
            b'"' => return pos + 1,
            _ => pos += 1,
        }
    }
    bytes.len()
}

/// `r"…"` or `r#"…"#`, not the end of an identifier like `for`.
fn raw_string_start(bytes: &[u8], pos: usize) -> bool {
    if pos > 0 && is_ident(bytes[pos - 1]) {
        return false;
    }
    let mut p = pos + 1;
    while bytes.get(p) == Some(&b'#') {
        p += 1;
    }
    bytes.get(p) == Some(&b'"')
}

fn skip_raw_string(bytes: &[u8], pos: usize) -> usize {
    let mut p = pos + 1;
    let mut hashes = 0;
    while bytes.get(p) == Some(&b'#') {
        hashes += 1;
        p += 1;
    }
    let mut close = vec![b'"'];
    close.extend(std::iter::repeat_n(b'#', hashes));
    find(bytes, p + 1, &close).map_or(bytes.len(), |e| e + close.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_fields_and_list_items_past_strings_and_comments() {
        let text = r#"// head
(
    name: "a, (b]",   // tricky
    heroes: [(kind: "x"), /* c, ) */ (kind: "y", name: Some(r"q)"))],
    level: 2
)"#;
        let fields = outline(text).unwrap();
        let names: Vec<&str> = fields.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, ["name", "heroes", "level"]);
        let items: Vec<&str> = fields[1].items.iter().map(|r| &text[r.clone()]).collect();
        assert_eq!(
            items,
            [r#"(kind: "x")"#, r#"(kind: "y", name: Some(r"q)"))"#]
        );
        assert_eq!(&text[fields[2].value.clone()], "2\n");
    }

    #[test]
    fn never_fails_on_garbage() {
        for text in [
            "",
            "(",
            "((((",
            "\"",
            "(a: [\"",
            "(a b c",
            "x(a: r#\"",
            "(/*",
            "é(é: [é",
        ] {
            let _ = outline(text);
        }
        assert_eq!(outline("[1, 2]"), None);
    }
}
