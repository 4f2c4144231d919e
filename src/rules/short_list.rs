//! Short lists kept on the stack in the plain engine's hot path (dice, links, options),
//! written and read by serde as the `Vec`s they replace (a sequence), so that saves, replays
//! and network messages keep their form. By hand rather than smallvec's `serde` feature, which would rebuild bevy.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use smallvec::{Array, SmallVec};

/// `#[serde(with = "short_list")]` on a `SmallVec` field: a sequence, as a `Vec` is.
pub fn serialize<A, S>(list: &SmallVec<A>, serializer: S) -> Result<S::Ok, S::Error>
where
    A: Array,
    A::Item: Serialize,
    S: Serializer,
{
    serializer.collect_seq(list.iter())
}

/// Reads a sequence as a `Vec` would, then keeps it inline when it fits.
pub fn deserialize<'de, A, D>(deserializer: D) -> Result<SmallVec<A>, D::Error>
where
    A: Array,
    A::Item: Deserialize<'de>,
    D: Deserializer<'de>,
{
    Vec::<A::Item>::deserialize(deserializer).map(SmallVec::from_vec)
}

#[cfg(test)]
mod tests {
    use serde::{Deserialize, Serialize};
    use smallvec::SmallVec;

    #[derive(Serialize, Deserialize, Debug, PartialEq)]
    struct Short {
        #[serde(with = "super")]
        list: SmallVec<[u8; 2]>,
    }

    #[derive(Serialize, Deserialize, Debug, PartialEq)]
    struct Long {
        list: Vec<u8>,
    }

    #[test]
    fn a_short_list_is_written_and_read_as_a_vec_is() {
        for items in [vec![], vec![1], vec![1, 2, 3]] {
            let long = Long {
                list: items.clone(),
            };
            let short = Short {
                list: SmallVec::from_vec(items),
            };
            let written = ron::to_string(&short).expect("writes");
            assert_eq!(written, ron::to_string(&long).expect("writes"));
            assert_eq!(ron::from_str::<Short>(&written).expect("reads"), short);
        }
    }
}
