//! A function of a group field's bits that is the OR of something per set bit, tabulated a byte at a
//! time: a few table look-ups instead of a loop over the bits. A group field has one bit per position
//! (see the module above), so its reflection, a permutation of its bits, is such a function.

#[derive(Clone, Debug)]
pub(super) struct ByteSliced {
    /// Per byte of the field, per value of that byte: the OR of `of_bit` over the byte's set bits.
    tables: Vec<[u64; 256]>,
}

impl ByteSliced {
    /// Tabulates `of_bit` over bits `0..bits`.
    pub fn new(bits: usize, of_bit: impl Fn(usize) -> u64) -> ByteSliced {
        let tables = (0..bits.div_ceil(8))
            .map(|byte| {
                std::array::from_fn(|value| {
                    (0..8)
                        .map(|bit| byte * 8 + bit)
                        .filter(|&b| value & (1 << (b % 8)) != 0 && b < bits)
                        .fold(0, |m, b| m | of_bit(b))
                })
            })
            .collect();
        ByteSliced { tables }
    }

    /// The OR of `of_bit` over the set bits of `bits` (bits past the field's width are ignored).
    #[inline(always)]
    pub fn of(&self, bits: u64) -> u64 {
        self.tables.iter().enumerate().fold(0, |m, (i, table)| m | table[(bits >> (8 * i)) as usize & 0xff])
    }
}
