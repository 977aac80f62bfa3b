//! Labels joined into sets (union–find with path halving). The enumerators start a breadth-first
//! search under many labels at once and join two labels wherever their searches meet; the joined sets
//! are then the clusters or groups. The smaller label stays a set's root, so a set is named by the
//! first label given to it, whatever order the joins come in.

#[derive(Clone, Debug, Default)]
pub struct Labels {
    /// Each label's parent; a root is its own.
    parent: Vec<u32>,
}

impl Labels {
    pub fn clear(&mut self) {
        self.parent.clear();
    }

    /// How many labels have been given.
    pub fn len(&self) -> u32 {
        self.parent.len() as u32
    }

    /// A new label, in a set of its own.
    pub fn fresh(&mut self) -> u32 {
        let label = self.len();
        self.parent.push(label);
        label
    }

    /// The root of `label`'s set.
    #[inline(always)]
    pub fn root(&mut self, mut label: u32) -> u32 {
        let parent = &mut self.parent;
        while parent[label as usize] != label {
            let up = parent[parent[label as usize] as usize];
            parent[label as usize] = up;
            label = up;
        }
        label
    }

    /// Joins the sets of `a` and `b`; the joined set's root.
    #[inline]
    pub fn join(&mut self, a: u32, b: u32) -> u32 {
        let (a, b) = (self.root(a), self.root(b));
        if a == b {
            return a;
        }
        let (low, high) = (a.min(b), a.max(b));
        self.parent[high as usize] = low;
        low
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joined_labels_share_the_smallest_as_root() {
        let mut labels = Labels::default();
        let [a, b, c, d] = [(); 4].map(|_| labels.fresh());
        assert_eq!(labels.join(d, b), b);
        assert_eq!(labels.join(c, d), b);
        assert_eq!([a, b, c, d].map(|l| labels.root(l)), [a, b, b, b]);
        assert_eq!(labels.join(c, a), a);
        assert_eq!([b, c, d].map(|l| labels.root(l)), [a, a, a]);
        assert_eq!(labels.join(d, c), a, "joining a set to itself changes nothing");
        assert_eq!(labels.len(), 4);
    }
}
