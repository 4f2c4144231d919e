//! The crate's files as a graph: an edge from a file to each file whose items it names (through
//! `use`, or a path in its code), and the circles in that graph.
//!
//! A path to an item re-exported by a parent module (`crate::combat::CombatEvent`) leads to the
//! file that defines it (`combat/events.rs`), and a parent's `pub use` of its own children's
//! items is its table of contents, not a dependency of its own.

use super::scan::{Scanned, Use, scan};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::Path;

/// The crate under `src` (the library: `lib.rs` and what it declares; `main.rs` is another crate).
pub struct Crate {
    /// Paths relative to the crate folder, e.g. `src/combat/events.rs`.
    pub files: Vec<String>,
    scanned: Vec<Scanned>,
    /// Every module (files' and inline ones) → the file it is written in.
    modules: HashMap<Vec<String>, usize>,
}

/// An edge, with where it is first made (`src/a.rs:12`).
pub type Edges = BTreeMap<(usize, usize), String>;

impl Crate {
    pub fn read(root: &Path) -> Crate {
        let mut paths = Vec::new();
        collect(&root.join("src"), &mut paths);
        paths.sort();
        let mut krate = Crate {
            files: Vec::new(),
            scanned: Vec::new(),
            modules: HashMap::new(),
        };
        for path in paths {
            let rel = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            let Some(module) = module_of(&rel) else {
                continue;
            };
            let src = std::fs::read_to_string(&path).unwrap();
            let scanned = scan(&module, &src);
            let index = krate.files.len();
            krate.modules.insert(module, index);
            for inline in &scanned.inline {
                krate.modules.insert(inline.clone(), index);
            }
            krate.files.push(rel);
            krate.scanned.push(scanned);
        }
        krate
    }

    /// Every path each file names (its `use` leaves and the paths in its code), absolute, with
    /// the file and the line.
    pub fn named_paths(&self) -> Vec<(&str, &[String], usize)> {
        let mut out = Vec::new();
        for (file, scanned) in self.files.iter().zip(&self.scanned) {
            for u in &scanned.uses {
                out.push((file.as_str(), u.path.as_slice(), u.line));
            }
            for (path, line) in &scanned.paths {
                out.push((file.as_str(), path.as_slice(), *line));
            }
        }
        out
    }

    /// Who names whom.
    pub fn edges(&self) -> Edges {
        let mut edges = Edges::new();
        for (from, scanned) in self.scanned.iter().enumerate() {
            let mut add = |to: Option<usize>, line: usize| {
                if let Some(to) = to.filter(|&to| to != from) {
                    let at = || format!("{}:{line}", self.files[from]);
                    edges.entry((from, to)).or_insert_with(at);
                }
            };
            for u in &scanned.uses {
                let to = self.resolve(&u.path, 0);
                if !(u.public && to.is_some_and(|to| self.is_below(to, &u.scope))) {
                    add(to, u.line);
                }
            }
            for (path, line) in &scanned.paths {
                add(self.resolve(path, 0), *line);
            }
        }
        edges
    }

    /// The file that defines what `path` names, following re-exports.
    fn resolve(&self, path: &[String], hops: u8) -> Option<usize> {
        let k = (0..=path.len())
            .rev()
            .find(|&k| self.modules.contains_key(&path[..k]))?;
        let file = self.modules[&path[..k]];
        let (module, rest) = path.split_at(k);
        let Some(name) = rest.first().filter(|_| hops < 8) else {
            return Some(file);
        };
        let in_module = |u: &&Use| u.scope == module;
        let uses = &self.scanned[file].uses;
        if let Some(u) = uses
            .iter()
            .filter(in_module)
            .find(|u| u.name.as_ref() == Some(name))
        {
            return self.resolve(&[&u.path[..], &rest[1..]].concat(), hops + 1);
        }
        for glob in uses.iter().filter(in_module).filter(|u| u.name.is_none()) {
            let source = self.resolve(&glob.path, hops + 1);
            if source.is_some_and(|s| s != file && self.scanned[s].defines.contains(name)) {
                return self.resolve(&[&glob.path[..], rest].concat(), hops + 1);
            }
        }
        Some(file)
    }

    /// Whether `file` is a module strictly inside `module`.
    fn is_below(&self, file: usize, module: &[String]) -> bool {
        self.modules
            .iter()
            .any(|(m, &f)| f == file && m.len() > module.len() && m.starts_with(module))
    }
}

/// Every `.rs` file under `dir`.
fn collect(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `src/a/b.rs` and `src/a/b/mod.rs` are module `a::b`; `src/lib.rs` is the root. `None` for
/// `src/main.rs`, the binary: a crate of its own.
fn module_of(rel: &str) -> Option<Vec<String>> {
    let inner = rel.strip_prefix("src/")?.strip_suffix(".rs")?;
    match inner {
        "lib" => return Some(Vec::new()),
        "main" => return None,
        _ => {}
    }
    let mut segs: Vec<String> = inner.split('/').map(str::to_owned).collect();
    if segs.last().is_some_and(|s| s == "mod") {
        segs.pop();
    }
    Some(segs)
}

/// The graph with files merged into groups by `key` (edges inside a group dropped): the groups'
/// names and edges between them.
pub fn collapse(files: &[String], edges: &Edges, key: fn(&str) -> String) -> (Vec<String>, Edges) {
    let keys: Vec<String> = files.iter().map(|f| key(f)).collect();
    let mut names = keys.clone();
    names.sort();
    names.dedup();
    let at = |f: usize| names.binary_search(&keys[f]).unwrap();
    let mut merged = Edges::new();
    for (&(a, b), place) in edges {
        if at(a) != at(b) {
            merged
                .entry((at(a), at(b)))
                .or_insert_with(|| place.clone());
        }
    }
    (names, merged)
}

/// The strongly connected groups of two files or more (Tarjan), each sorted, in file order.
pub fn circles(n: usize, edges: &Edges) -> Vec<Vec<usize>> {
    let mut next: Vec<Vec<usize>> = vec![Vec::new(); n];
    for &(a, b) in edges.keys() {
        next[a].push(b);
    }
    let mut t = Tarjan {
        next,
        index: vec![None; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        counter: 0,
        groups: Vec::new(),
    };
    for v in 0..n {
        if t.index[v].is_none() {
            t.visit(v);
        }
    }
    let mut groups: Vec<Vec<usize>> = t.groups.into_iter().filter(|g| g.len() > 1).collect();
    for g in &mut groups {
        g.sort();
    }
    groups.sort();
    groups
}

struct Tarjan {
    next: Vec<Vec<usize>>,
    index: Vec<Option<usize>>,
    low: Vec<usize>,
    on_stack: Vec<bool>,
    stack: Vec<usize>,
    counter: usize,
    groups: Vec<Vec<usize>>,
}

impl Tarjan {
    fn visit(&mut self, v: usize) {
        self.index[v] = Some(self.counter);
        self.low[v] = self.counter;
        self.counter += 1;
        self.stack.push(v);
        self.on_stack[v] = true;
        for w in self.next[v].clone() {
            match self.index[w] {
                None => {
                    self.visit(w);
                    self.low[v] = self.low[v].min(self.low[w]);
                }
                Some(iw) if self.on_stack[w] => self.low[v] = self.low[v].min(iw),
                Some(_) => {}
            }
        }
        if Some(self.low[v]) == self.index[v] {
            let mut group = BTreeSet::new();
            while let Some(w) = self.stack.pop() {
                self.on_stack[w] = false;
                group.insert(w);
                if w == v {
                    break;
                }
            }
            self.groups.push(group.into_iter().collect());
        }
    }
}
