"""Imports a PGN file with python-chess's ``chess.pgn.read_game``, which
reads every main-line move from SAN against the board and checks it; a
game with an illegal move lists it in ``game.errors``.  Nothing more is
asked of it (the native arbiter also decides after each move whether the
game has ended, Art. 5; python-chess leaves that to the caller).  Prints
``games <N> imported <N> refused <N> plies <N> seconds <S> games/s <R>``.

    python3 tests/bench/pgn_peer_python.py FILE.pgn
"""

import sys
import time

import chess
import chess.pgn


def main() -> None:
    start = time.perf_counter()
    games = imported = plies = 0
    with open(sys.argv[1], encoding="utf-8") as f:
        while True:
            game = chess.pgn.read_game(f)
            if game is None:
                break
            games += 1
            if game.errors:
                continue
            plies += sum(1 for _ in game.mainline_moves())
            imported += 1
    seconds = time.perf_counter() - start
    print(
        f"games {games} imported {imported} refused {games - imported} "
        f"plies {plies} seconds {seconds:.3f} games/s {games / seconds:.0f}"
    )


if __name__ == "__main__":
    main()
