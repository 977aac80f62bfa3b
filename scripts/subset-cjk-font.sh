#!/usr/bin/env bash
# Makes assets/fonts/gridlock-cjk.otf: Noto Sans CJK SC cut down to the CJK characters the game shows
# (those in levels/, in the interface's messages in assets/locales/ and in the source), so the classics'
# names and the Chinese interface render without shipping a whole CJK font (about 20 MB). Rerun it
# after adding a level or a message with new characters; the game's font tests fail until then.
#
# Needs Debian's fonts-noto-cjk and python3-fonttools (installed when missing). The font is under the
# SIL Open Font License 1.1 (assets/fonts/OFL.txt); the subset is renamed, as the licence asks of a
# modified version.
set -euo pipefail
cd "$(dirname "$0")/.."

source_font=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
if [[ ! -f $source_font ]] || ! /usr/bin/python3 -c 'import fontTools' 2>/dev/null; then
    apt-get update -qq && apt-get install -y -qq fonts-noto-cjk python3-fonttools >/dev/null
fi

/usr/bin/python3 - "$source_font" <<'PY'
import pathlib, re, sys
from fontTools.ttLib import TTCollection
from fontTools import subset

cjk = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]")
files = (list(pathlib.Path("levels").glob("*.ron")) + list(pathlib.Path("assets/locales").rglob("*.ftl"))
         + list(pathlib.Path("src").rglob("*.rs")) + list(pathlib.Path("crates").rglob("*.rs")))
chars = sorted({c for f in files for c in cjk.findall(f.read_text(encoding="utf-8"))})

collection = TTCollection(sys.argv[1])
font = next(f for f in collection.fonts if f["name"].getDebugName(1) == "Noto Sans CJK SC")
options = subset.Options()
options.layout_features = []  # plain horizontal text: no vertical forms or locale variants
options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
options.notdef_outline = True
subsetter = subset.Subsetter(options)
subsetter.populate(text="".join(chars))
subsetter.subset(font)

# A modified version of an OFL font takes a name of its own.
name = font["name"]
for record in name.names:
    if record.nameID in (1, 3, 4, 16):
        record.string = "Gridlock CJK"
    elif record.nameID == 6:
        record.string = "GridlockCJK-Regular"
font.save("assets/fonts/gridlock-cjk.otf")
print(f"assets/fonts/gridlock-cjk.otf: {len(chars)} characters")
PY
