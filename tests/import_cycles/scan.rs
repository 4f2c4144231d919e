//! What one source file says about its module: the modules it declares, the items it defines,
//! its `use` declarations and the paths written in its code, each made absolute from the crate
//! root where it names a module of this crate.

use super::lex::{Tok, Token, lex};

/// A leaf of a `use` tree: the path as written, and the name it binds (`None` for a glob).
type Leaf = (Vec<String>, Option<String>);

/// A name a `use` brings in (or a glob), with the absolute path it stands for.
#[derive(Clone, Debug)]
pub struct Use {
    /// The module the `use` is written in (the file's module, or an inline module in it).
    pub scope: Vec<String>,
    pub path: Vec<String>,
    /// The name it binds; `None` for a glob.
    pub name: Option<String>,
    /// `pub use` (any visibility): a re-export.
    pub public: bool,
    pub line: usize,
}

/// One scanned file.
#[derive(Debug, Default)]
pub struct Scanned {
    /// Inline modules (`mod tests { … }`), as absolute paths: they belong to this file.
    pub inline: Vec<Vec<String>>,
    /// Names of the items the file defines (for looking through glob re-exports).
    pub defines: Vec<String>,
    pub uses: Vec<Use>,
    /// Paths written in code (`crate::a::b`, `super::x`, `child::f`), absolute, with their line.
    pub paths: Vec<(Vec<String>, usize)>,
}

const ITEM_KEYWORDS: [&str; 9] = [
    "struct", "enum", "fn", "trait", "type", "const", "static", "union", "mod",
];

/// Scans a file of module `module` whose source is `src`.
pub fn scan(module: &[String], src: &str) -> Scanned {
    let t = lex(src);
    let children = children(&t, module);
    let mut out = Scanned::default();
    // Inline modules open here: (absolute path, brace depth inside it).
    let mut stack: Vec<(Vec<String>, usize)> = vec![(module.to_vec(), 0)];
    let mut depth = 0;
    let mut i = 0;
    while i < t.len() {
        let scope = stack.last().map(|s| s.0.clone()).unwrap_or_default();
        match &t[i].tok {
            Tok::Punct('{') => depth += 1,
            Tok::Punct('}') => {
                if stack.len() > 1 && stack.last().is_some_and(|s| s.1 == depth) {
                    stack.pop();
                }
                depth = depth.saturating_sub(1);
            }
            Tok::Ident(w) if ITEM_KEYWORDS.contains(&w.as_str()) => {
                if let Some(Tok::Ident(name)) = t.get(i + 1).map(|x| &x.tok) {
                    out.defines.push(name.clone());
                    if w == "mod" && t.get(i + 2).map(|x| &x.tok) == Some(&Tok::Punct('{')) {
                        let mut path = scope.clone();
                        path.push(name.clone());
                        out.inline.push(path.clone());
                        depth += 1;
                        stack.push((path, depth));
                        i += 3;
                        continue;
                    }
                }
            }
            Tok::Ident(w) if w == "use" => {
                let public = is_public(&t, i);
                let (end, found) = use_tree(&t, i + 1);
                let line = t[i].line;
                for (path, name) in found {
                    if let Some(path) = absolute(&scope, &path, &children) {
                        out.uses.push(Use {
                            scope: scope.clone(),
                            path,
                            name,
                            public,
                            line,
                        });
                    }
                }
                i = end;
                continue;
            }
            Tok::Ident(_) if t.get(i + 1).map(|x| &x.tok) == Some(&Tok::PathSep) => {
                let after_dollar = i > 0 && t[i - 1].tok == Tok::Punct('$');
                let continues = i > 0 && t[i - 1].tok == Tok::PathSep;
                let (end, path) = segments(&t, i);
                if !after_dollar
                    && !continues
                    && let Some(path) = absolute(&scope, &path, &children)
                {
                    out.paths.push((path, t[i].line));
                }
                i = end;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// The child modules a file declares (`mod x;` or `mod x { … }`), with `module` prefixed: the
/// only names a relative path may start with and still mean this crate.
fn children(t: &[Token], module: &[String]) -> Vec<Vec<String>> {
    t.windows(2)
        .filter_map(|w| match (&w[0].tok, &w[1].tok) {
            (Tok::Ident(m), Tok::Ident(name)) if m == "mod" => {
                let mut path = module.to_vec();
                path.push(name.clone());
                Some(path)
            }
            _ => None,
        })
        .collect()
}

/// `pub use`, `pub(crate) use`, `pub(super) use` …
fn is_public(t: &[Token], use_at: usize) -> bool {
    let ident = |j: usize, s: &str| matches!(&t[j].tok, Tok::Ident(w) if w == s);
    if use_at >= 1 && ident(use_at - 1, "pub") {
        return true;
    }
    if use_at >= 1
        && t[use_at - 1].tok == Tok::Punct(')')
        && let Some(open) = (0..use_at - 1).rev().find(|&j| t[j].tok == Tok::Punct('('))
    {
        return open >= 1 && ident(open - 1, "pub");
    }
    false
}

/// `a::b::c` from `i`: the segments, and the index past them (a trailing `::` before `{`, `*`
/// or `<` is left for the caller).
fn segments(t: &[Token], mut i: usize) -> (usize, Vec<String>) {
    let mut segs = Vec::new();
    while let Some(Tok::Ident(w)) = t.get(i).map(|x| &x.tok) {
        segs.push(w.clone());
        i += 1;
        let next_is_ident = matches!(t.get(i + 1).map(|x| &x.tok), Some(Tok::Ident(_)));
        if t.get(i).map(|x| &x.tok) == Some(&Tok::PathSep) && next_is_ident {
            i += 1;
        } else {
            break;
        }
    }
    (i, segs)
}

/// A `use` tree from `i` (past `use`) up to its `;`: each leaf's path and the name it binds.
fn use_tree(t: &[Token], i: usize) -> (usize, Vec<Leaf>) {
    let mut found = Vec::new();
    let mut i = i;
    if t.get(i).map(|x| &x.tok) == Some(&Tok::PathSep) {
        i += 1;
    }
    i = subtree(t, i, &[], &mut found);
    while i < t.len() && t[i].tok != Tok::Punct(';') {
        i += 1;
    }
    (i + 1, found)
}

fn subtree(t: &[Token], i: usize, prefix: &[String], found: &mut Vec<Leaf>) -> usize {
    let (mut i, segs) = segments(t, i);
    let mut path = prefix.to_vec();
    path.extend(segs);
    let tok = |j: usize| t.get(j).map(|x| &x.tok);
    if tok(i) == Some(&Tok::PathSep) {
        i += 1;
    }
    match tok(i) {
        Some(Tok::Punct('*')) => {
            found.push((path, None));
            i + 1
        }
        Some(Tok::Punct('{')) => {
            i += 1;
            while i < t.len() && tok(i) != Some(&Tok::Punct('}')) {
                i = subtree(t, i, &path, found);
                if tok(i) == Some(&Tok::Punct(',')) {
                    i += 1;
                }
            }
            i + 1
        }
        _ => {
            if path.last().is_some_and(|s| s == "self") {
                path.pop();
            }
            let mut name = path.last().cloned();
            if let Some(Tok::Ident(w)) = tok(i)
                && w == "as"
            {
                if let Some(Tok::Ident(alias)) = tok(i + 1) {
                    name = Some(alias.clone());
                }
                i += 2;
            }
            found.push((path, name));
            i
        }
    }
}

/// `path` as written in module `scope`, from the crate root; `None` when it starts outside this
/// crate (another crate, a type, an enum's variant…).
fn absolute(scope: &[String], path: &[String], children: &[Vec<String>]) -> Option<Vec<String>> {
    let first = path.first()?;
    let mut base = scope.to_vec();
    let mut rest = path;
    match first.as_str() {
        "crate" => {
            base.clear();
            rest = &path[1..];
        }
        "self" => rest = &path[1..],
        "super" => {
            while rest.first().is_some_and(|s| s == "super") {
                base.pop()?;
                rest = &rest[1..];
            }
        }
        _ => {
            let mut child = scope.to_vec();
            child.push(first.clone());
            if !children.contains(&child) {
                return None;
            }
        }
    }
    base.extend(rest.iter().cloned());
    Some(base)
}
