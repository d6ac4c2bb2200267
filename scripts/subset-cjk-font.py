#!/usr/bin/env python3
"""Regenerates fonts/NotoSansCJKjp-Bold-picture.otf, the board picture's fallback font.

The picture draws its words with DejaVu Sans Bold (fonts/DejaVuSans-Bold.ttf), which has no
Japanese or Korean. This script cuts from Noto Sans CJK JP Bold exactly the characters of the
picture's labels (the `picture-*` messages of locales/*/bot.ftl) that DejaVu lacks, so the
committed fallback stays a few kilobytes instead of the 20 MB collection.

Run it by hand after a translation of a `picture-*` message changes (the test
`l10n::tests::every_picture_label_can_be_drawn` says when), then commit the font:

    apt-get install -y fonts-noto-cjk   # Debian/Ubuntu: /usr/share/fonts/opentype/noto/
    pip install fonttools
    python3 scripts/subset-cjk-font.py

Neither CI nor the build runs it: the subset is committed. The output is deterministic for a
given source font and fonttools version.
"""

import argparse
import re
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

ROOT = Path(__file__).resolve().parent.parent
SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc")
# The face of the collection to cut from: Japanese forms of the shared ideographs. Its cmap
# covers Hangul too, so one face serves Japanese and Korean.
FACE = "Noto Sans CJK JP Bold"
MAIN = ROOT / "fonts" / "DejaVuSans-Bold.ttf"
OUT = ROOT / "fonts" / "NotoSansCJKjp-Bold-picture.otf"
LABEL = re.compile(r"^picture-[a-z-]+\s*=\s*(.*)$")


def label_chars():
    """Every character of every language's picture labels."""
    chars = set()
    for ftl in sorted((ROOT / "locales").glob("*/bot.ftl")):
        for line in ftl.read_text(encoding="utf-8").splitlines():
            m = LABEL.match(line)
            if m:
                chars.update(m.group(1))
    return chars


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=SOURCE, help="NotoSansCJK-Bold.ttc")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()

    main_cmap = TTFont(MAIN).getBestCmap()
    wanted = sorted(
        c for c in label_chars() if not c.isspace() and ord(c) not in main_cmap
    )
    collection = TTCollection(args.source)
    font = next(
        (f for f in collection.fonts if f["name"].getDebugName(4) == FACE), None
    )
    if font is None:
        sys.exit(f"{args.source} has no face named {FACE!r}")
    missing = [c for c in wanted if ord(c) not in font.getBestCmap()]
    if missing:
        sys.exit(f"{FACE} lacks {' '.join(missing)}: these need another font")

    options = subset.Options()
    options.layout_features = []  # ab_glyph draws glyph by glyph: no shaping tables needed
    options.name_IDs = ["*"]  # keep the copyright and licence records
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.desubroutinize = True  # smaller once only a few glyphs are left
    options.hinting = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(c) for c in wanted])
    subsetter.subset(font)
    font.recalcTimestamp = False  # keep the source's date: the same input, the same bytes
    font.save(args.out)
    print(
        f"{args.out}: {len(wanted)} characters, "
        f"{args.out.stat().st_size} bytes: {''.join(wanted)}"
    )


if __name__ == "__main__":
    main()
