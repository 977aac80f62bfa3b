//! A function of a key that is the OR of one table look-up per byte-sized slice of it. A group field
//! holds one bit per position, so anything that is an OR over its set bits (its pieces' codes as a
//! bitboard, its bits reflected) splits into bytes; a piece's own field is a code of at most 6 bits, one
//! slice. A state's mirror image is then a handful of look-ups in one flat loop.

#[derive(Clone, Debug, Default)]
pub(super) struct ByteSliced(Vec<Slice>);

/// One slice: where it starts in the key, which of its 8 bits count, and per value of those bits what
/// they contribute (together, so a look-up reads one record).
#[derive(Clone, Debug)]
struct Slice {
    shift: u32,
    mask: u8,
    table: [u64; 256],
}

impl ByteSliced {
    /// Adds `bits` bits starting at `shift` that stand for themselves one by one: the OR of `of_bit`
    /// over the set ones.
    pub fn add_bits(&mut self, shift: u32, bits: usize, of_bit: impl Fn(usize) -> u64) {
        for start in (0..bits).step_by(8) {
            let width = (bits - start).min(8);
            let of_value = |value: usize| (0..width).filter(|b| value & (1 << b) != 0).fold(0, |m, b| m | of_bit(start + b));
            self.0.push(Slice { shift: shift + start as u32, mask: low_byte(width), table: std::array::from_fn(of_value) });
        }
    }

    /// Adds a value of `width` (at most 8) bits starting at `shift`, which maps to `of_value`.
    pub fn add_value(&mut self, shift: u32, width: u32, of_value: impl Fn(u64) -> u64) {
        assert!(width <= 8, "a value slice has at most 8 bits");
        let table = std::array::from_fn(|value| if value >> width == 0 { of_value(value as u64) } else { 0 });
        self.0.push(Slice { shift, mask: low_byte(width as usize), table });
    }

    /// The OR of every slice's contribution in `key`.
    #[inline(always)]
    pub fn of(&self, key: u64) -> u64 {
        self.0.iter().fold(0, |m, slice| m | slice.table[((key >> slice.shift) as u8 & slice.mask) as usize])
    }
}

fn low_byte(width: usize) -> u8 {
    (0xffu16 >> (8 - width)) as u8
}
