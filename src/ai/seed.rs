//! The AI's own seeds: one per decision, from the combat's seed and the request's number.

/// The AI's seed for one decision: from the combat's seed and the request's serial number, so
/// that it does not depend on when or on which thread the AI thinks.
pub fn decision_seed(combat_seed: u64, serial: u64) -> u64 {
    splitmix(combat_seed ^ 0x5EED_A1A1_D4C0_0000 ^ splitmix(serial))
}

fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
