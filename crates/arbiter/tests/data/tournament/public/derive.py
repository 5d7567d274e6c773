#!/usr/bin/env python3
"""Derives the files marked "derived" in README.md from the public ones
beside them. Run from this folder: python3 derive.py"""
import re

WIN, DRAW, LOSS = 1.0, 0.5, 0.0
POINTS = {"1": WIN, "+": WIN, "W": WIN, "F": WIN, "U": WIN,
          "=": DRAW, "D": DRAW, "H": DRAW}


def lines_of(data):
    """Lines with their endings kept (CR, LF or CRLF)."""
    return re.findall(rb"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$", data)


def block(line, r):
    at = 91 + 10 * (r - 1)
    return line[at:at + 8]


def before(data, r):
    """The file with round r's columns blanked and its points taken off."""
    out = []
    for raw in lines_of(data):
        body = raw.rstrip(b"\r\n")
        end = raw[len(body):]
        if body.startswith(b"001 ") and len(body) >= 91 + 10 * (r - 1):
            at = 91 + 10 * (r - 1)
            code = body[at + 7:at + 8].decode().upper()
            pts = float(body[80:84]) - POINTS.get(code, LOSS)
            body = body[:80] + b"%4.1f" % pts + body[84:at] + b" " * 8 + body[at + 8:]
        out.append(body + end)
    return b"".join(out)


def pairs(data, r):
    """Round r's pairs as a bbpPairings pairing list: white black, and the
    pairing-allocated bye as `n 0`."""
    games, byes = [], []
    for raw in lines_of(data):
        body = raw.rstrip(b"\r\n").decode("latin-1")
        if not body.startswith("001 "):
            continue
        me = int(body[4:8])
        b = block(body, r).ljust(8)
        opp = int(b[0:4] or 0) if b[0:4].strip() else 0
        if opp and b[5] == "w":
            games.append((me, opp))
        elif not opp and b[7].upper() == "U":
            byes.append(me)
    rows = [f"{w} {b}" for w, b in sorted(games)] + [f"{p} 0" for p in byes]
    return ("\n".join([str(len(rows))] + rows) + "\n").encode()


def put(name, data):
    with open(name, "wb") as f:
        f.write(data)


def get(name):
    with open(name, "rb") as f:
        return f.read()


gm = get("echecs_grandmommyscup.trf")
put("derived_grandmommyscup_before14.trf", before(gm, 14))
put("derived_grandmommyscup_r14.pairs.txt", pairs(gm, 14))

i15 = get("bbp_issue_15.trf")
put("derived_issue_15_before11.trf", before(i15, 11))
put("derived_issue_15_r11.pairs.txt", pairs(i15, 11))

# The Spanish names of JaVaFo's sample with their accents, in Windows-1252.
accents = [("Hernandez", "Hernández"), ("Perez", "Pérez"),
           ("Fernandez", "Fernández"), ("Sanchez", "Sánchez"),
           ("Rodriguez", "Rodríguez"), ("Gonzalez", "González"),
           ("Veronica", "Verónica"), ("Maria", "María"),
           ("Martinez", "Martínez"), ("Inigo", "Iñigo"),
           ("Argandona", "Argandoña")]
text = get("echecs_javafo_sample2.trf").decode("ascii")
for plain, accented in accents:
    # Same width: the accented letter takes the place of the plain one, so
    # the columns stay where TRF puts them.
    text = text.replace(plain, accented)
cp = text.encode("cp1252")
put("derived_javafo_sample2_cp1252.trf", cp)
put("derived_javafo_sample2_cp1252_before4.trf", before(cp, 4))
put("derived_javafo_sample2_r4.pairs.txt", pairs(cp, 4))

c9 = get("bbp_dutch_2025_C9.trf")
put("derived_dutch_2025_C9_comma.trf",
    c9.replace(b"012 Dutch 2025 C9 test", b"012 Dutch 2025, C9 test", 1))

team = get("echecs_trf26_team.trf")
put("derived_trf26_team_cr.trf", team.replace(b"\n", b"\r"))
put("derived_trf26_team_r2.pairs.txt", b"1\n2 1\n")
