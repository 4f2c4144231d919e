//! A body part's name or kind as a reason names it (`Rejection`): shared with the body's own
//! (`PartState`), so that greying an option out costs no allocation. Written, read, shown and
//! compared as the plain string it stands for.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::borrow::Borrow;
use std::fmt;
use std::ops::Deref;
use std::sync::Arc;

/// A part's name or kind; derefs to `str`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PartName(pub Arc<str>);

impl Deref for PartName {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl Borrow<str> for PartName {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for PartName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl PartialEq<str> for PartName {
    fn eq(&self, other: &str) -> bool {
        *self.0 == *other
    }
}

impl PartialEq<&str> for PartName {
    fn eq(&self, other: &&str) -> bool {
        *self.0 == **other
    }
}

impl From<&str> for PartName {
    fn from(name: &str) -> Self {
        PartName(name.into())
    }
}

impl From<String> for PartName {
    fn from(name: String) -> Self {
        PartName(name.into())
    }
}

impl From<&Arc<str>> for PartName {
    fn from(name: &Arc<str>) -> Self {
        PartName(Arc::clone(name))
    }
}

impl Serialize for PartName {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for PartName {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        String::deserialize(deserializer).map(PartName::from)
    }
}

#[cfg(test)]
mod tests {
    use super::PartName;

    #[test]
    fn a_part_name_reads_writes_and_compares_as_its_string() {
        let name = PartName::from("left hand");
        assert_eq!(name, "left hand");
        assert_eq!(name.to_string(), "left hand");
        let written = ron::to_string(&name).expect("writes");
        assert_eq!(written, ron::to_string("left hand").expect("writes"));
        assert_eq!(ron::from_str::<PartName>(&written).expect("reads"), name);
        assert_eq!([name.clone(), "feet".into()].join(", "), "left hand, feet");
    }
}
