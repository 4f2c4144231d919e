//! A small Rust lexer for the import check: identifiers, `::` and single punctuation marks, each
//! with its line. Comments, strings, character literals, lifetimes and numbers are skipped, so a
//! path written in a doc comment or a message is not taken for a use.

#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    Ident(String),
    PathSep,
    Punct(char),
}

#[derive(Clone, Debug)]
pub struct Token {
    pub tok: Tok,
    pub line: usize,
}

pub fn lex(src: &str) -> Vec<Token> {
    let c: Vec<char> = src.chars().collect();
    let at = |i: usize| c.get(i).copied().unwrap_or('\0');
    let ident_char = |ch: char| ch.is_alphanumeric() || ch == '_';
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < c.len() {
        let start_line = line;
        let ch = c[i];
        let skipped_to = if ch == '/' && at(i + 1) == '/' {
            (i..c.len()).find(|&j| c[j] == '\n').unwrap_or(c.len())
        } else if ch == '/' && at(i + 1) == '*' {
            block_comment_end(&c, i)
        } else if ch == '"' {
            string_end(&c, i + 1)
        } else if let Some(end) = raw_or_byte_literal_end(&c, i) {
            end
        } else if ch == '\'' {
            quote_end(&c, i)
        } else {
            i
        };
        if skipped_to > i {
            line += c[i..skipped_to].iter().filter(|&&x| x == '\n').count();
            i = skipped_to;
            continue;
        }
        if ch == '\n' {
            line += 1;
            i += 1;
        } else if ch.is_whitespace() {
            i += 1;
        } else if ch.is_ascii_digit() {
            while ident_char(at(i)) {
                i += 1;
            }
        } else if ident_char(ch) {
            // A raw identifier `r#name` is the name.
            if ch == 'r' && at(i + 1) == '#' && ident_char(at(i + 2)) {
                i += 2;
            }
            let start = i;
            while ident_char(at(i)) {
                i += 1;
            }
            let word = c[start..i].iter().collect();
            out.push(Token {
                tok: Tok::Ident(word),
                line: start_line,
            });
        } else if ch == ':' && at(i + 1) == ':' {
            out.push(Token {
                tok: Tok::PathSep,
                line,
            });
            i += 2;
        } else {
            out.push(Token {
                tok: Tok::Punct(ch),
                line,
            });
            i += 1;
        }
    }
    out
}

/// Past a `/* … */` comment starting at `i`; they nest.
fn block_comment_end(c: &[char], mut i: usize) -> usize {
    let mut depth = 0;
    while i < c.len() {
        if c[i] == '/' && c.get(i + 1) == Some(&'*') {
            depth += 1;
            i += 2;
        } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return i;
            }
        } else {
            i += 1;
        }
    }
    c.len()
}

/// Past the closing quote of a string whose body starts at `i`.
fn string_end(c: &[char], mut i: usize) -> usize {
    while i < c.len() {
        match c[i] {
            '\\' => i += 2,
            '"' => return i + 1,
            _ => i += 1,
        }
    }
    c.len()
}

/// Past a raw string (`r"…"`, `r#"…"#`), a byte string or a byte character starting at `i`.
fn raw_or_byte_literal_end(c: &[char], i: usize) -> Option<usize> {
    let at = |j: usize| c.get(j).copied().unwrap_or('\0');
    if i > 0 && (at(i - 1).is_alphanumeric() || at(i - 1) == '_') {
        return None;
    }
    let mut j = i;
    if at(j) == 'b' {
        j += 1;
        match at(j) {
            '"' => return Some(string_end(c, j + 1)),
            '\'' => return Some(quote_end(c, j)),
            _ => {}
        }
    }
    if at(j) != 'r' {
        return None;
    }
    j += 1;
    let hashes = (j..c.len()).take_while(|&k| c[k] == '#').count();
    if at(j + hashes) != '"' {
        return None;
    }
    let mut k = j + hashes + 1;
    while k < c.len() {
        if c[k] == '"' && (1..=hashes).all(|h| at(k + h) == '#') {
            return Some(k + 1 + hashes);
        }
        k += 1;
    }
    Some(c.len())
}

/// Past a character literal at `i` (`'a'`, `'\n'`, `'{'`), or past the quote of a lifetime.
fn quote_end(c: &[char], i: usize) -> usize {
    if c.get(i + 1) == Some(&'\\') {
        return (i + 2..c.len())
            .find(|&j| c[j] == '\'')
            .map_or(c.len(), |j| j + 1);
    }
    if c.get(i + 2) == Some(&'\'') {
        return i + 3;
    }
    i + 1
}
