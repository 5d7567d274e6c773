#!/bin/sh
# PGN import speed, side by side: the native arbiter, python-chess's
# `chess.pgn.read_game`, chessops and chess.js under Node, on one file of
# 20,000 generated games (the same seed gives the same bytes).
#
#   sh tests/bench/pgn_import.sh [GAMES] [FILE]
#
# Each import prints its own line, timed inside the process from reading
# the file to the last game (start-up not counted):
#   games <N> imported <N> refused <N> plies <N> seconds <S> games/s <R>
# For whole-process figures run each command under an outside timer
# (/usr/bin/time -v, hyperfine), several times, and quote the median.
# Needs: cargo, python3 with `pip install chess`, node with
# `npm ci --prefix tests/bench/pgn-peers`. Not part of the test suite: it
# measures, it checks nothing.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
games=${1:-20000}
file=${2:-${TMPDIR:-/tmp}/rochade-bench-$games.pgn}
cd "$root"
cargo build --quiet --profile perf -p rochade-arbiter --example gen_games --example import_bench
if [ ! -s "$file" ]; then
    target/perf/examples/gen_games "$games" > "$file"
fi
[ -d tests/bench/pgn-peers/node_modules ] || npm ci --prefix tests/bench/pgn-peers --no-audit --no-fund
echo "native arbiter: $(target/perf/examples/import_bench "$file")"
echo "python-chess:   $(python3 tests/bench/pgn_peer_python.py "$file")"
echo "chessops:       $(node tests/bench/pgn-peers/chessops_import.mjs "$file")"
echo "chess.js:       $(node tests/bench/pgn-peers/chessjs_import.mjs "$file")"
