//! The words of the commands of the blind mode (rule 9d), as a player
//! types them in any interface language: English, German and Portuguese.
//! They are read by [`crate::commands::parse`].

use crate::commands::{Command, HelpTopic};

/// Commands that are a phrase of their own, as a player types them in any
/// interface language; compared after [`rochade_speech::fold`], so "Züge",
/// the Laws' "Zuege" and "zuege" are one word.
pub const PHRASES: &[(Command, &[&str])] = &[
    (
        Command::Analyse,
        &[
            "analyse",
            "analyze",
            "analyse the game",
            "analysieren",
            "Partie analysieren",
            "analisar",
            "analisar a partida",
        ],
    ),
    (
        Command::Eval,
        &[
            "eval",
            "evaluation",
            "Bewertung",
            "bewerten",
            "avaliação",
            "avaliar",
        ],
    ),
    (
        Command::Best,
        &[
            "best",
            "best move",
            "bester Zug",
            "bester",
            "melhor",
            "melhor lance",
        ],
    ),
    (
        Command::Mistakes,
        &[
            "mistakes",
            "errors",
            "blunders",
            "Fehler",
            "erros",
            "imprecisões",
        ],
    ),
    (
        Command::Clocks,
        &[
            // "t" as the key t on the board: the clocks.
            "t",
            "c",
            "clock",
            "clocks",
            "time",
            "times",
            "Uhr",
            "Uhren",
            "Zeit",
            "Bedenkzeit",
            "relógio",
            "relógios",
            "tempo",
            "tempos",
        ],
    ),
    (
        Command::MyClock,
        &[
            "mc",
            "my clock",
            "my time",
            "meine Uhr",
            "meine Zeit",
            "meu relógio",
            "meu tempo",
        ],
    ),
    (
        Command::Turn,
        &[
            "w",
            "turn",
            "whose turn",
            "who moves",
            "am Zug",
            "wer ist am Zug",
            "wer zieht",
            "vez",
            "de quem é a vez",
            "quem joga",
        ],
    ),
    (
        Command::MovesCompleted,
        &[
            "moves completed",
            "move count",
            "count",
            "number",
            "gespielte Züge",
            "Zugzahl",
            "Anzahl",
            "lances completados",
            "número de lances",
            "contagem",
        ],
    ),
    (
        Command::LastMove,
        &[
            "l",
            "last",
            "last move",
            "letzter",
            "letzter Zug",
            "último",
            "último lance",
        ],
    ),
    (
        Command::Offer,
        &[
            "offer",
            "draw offer",
            "Remisangebot",
            "Angebot",
            "proposta",
            "proposta de empate",
        ],
    ),
    (
        Command::State,
        &[
            "s",
            "state",
            "status",
            "game state",
            "Stand",
            "Zustand",
            "Spielstand",
            "estado",
            "situação",
        ],
    ),
    (
        Command::OfferDraw,
        &[
            "draw",
            "offer draw",
            "offer a draw",
            "Remis",
            "Remis anbieten",
            "biete Remis",
            "empate",
            "propor empate",
            "oferecer empate",
            "ofereço empate",
        ],
    ),
    (
        Command::TakeBack,
        &[
            "takeback",
            "take back",
            "undo",
            "zurücknehmen",
            "Zug zurücknehmen",
            "Rücknahme",
            "desfazer",
            "voltar",
            "voltar lance",
        ],
    ),
    (
        Command::Legal(None),
        &[
            "m",
            "legal",
            "legal moves",
            "mögliche Züge",
            "legale Züge",
            "lances legais",
            "legais",
        ],
    ),
];

/// The help, alone (the list of topics) or with a topic ("help clock").
pub const HELP: &[&str] = &[
    "h", "help", "commands", "Hilfe", "Befehle", "ajuda", "comandos",
];
/// The words of each topic of the help, in the three languages.
pub const HELP_TOPICS: &[(HelpTopic, &[&str])] = &[
    (
        HelpTopic::Clock,
        &[
            "clock", "clocks", "time", "Uhr", "Uhren", "Zeit", "relógio", "tempo",
        ],
    ),
    (
        HelpTopic::Moves,
        &["moves", "move", "Züge", "Zug", "lances", "lance"],
    ),
    (
        HelpTopic::Position,
        &[
            "position",
            "pieces",
            "squares",
            "Stellung",
            "Figuren",
            "Felder",
            "posição",
            "peças",
            "casas",
        ],
    ),
    (
        HelpTopic::Game,
        &[
            "game",
            "draw",
            "resign",
            "result",
            "Partie",
            "Remis",
            "aufgeben",
            "Ergebnis",
            "partida",
            "empate",
            "abandonar",
            "resultado",
        ],
    ),
    (
        HelpTopic::Board,
        &["board", "keys", "Brett", "Tasten", "tabuleiro", "teclas"],
    ),
    (HelpTopic::Questions, &["questions", "Fragen", "perguntas"]),
    (
        HelpTopic::Analysis,
        &[
            "analysis",
            "after the game",
            "Analyse",
            "nach der Partie",
            "análise",
            "depois da partida",
        ],
    ),
];
/// Resigning, with the side if the player names it ("resign black").
pub const RESIGN: &[&str] = &[
    "resign",
    "i resign",
    "aufgeben",
    "ich gebe auf",
    "gebe auf",
    "abandonar",
    "abandono",
    "desistir",
];

/// First words of commands that go on: the moves read back ("list from 5",
/// "Liste ab 5", "lista a partir de 5").
pub const LIST: &[&str] = &[
    "list", "moves", "Liste", "Züge", "notation", "lista", "lances", "partida",
];
/// … the pieces of a side or kind ("Figuren schwarz Springer").
pub const PIECES: &[&str] = &["pieces", "p", "Figuren", "peças"];
/// … a rank ("Reihe vier").
pub const RANK: &[&str] = &["rank", "Reihe", "fileira", "linha"];
/// … a file ("Linie Eva").
pub const FILE: &[&str] = &["file", "Linie", "coluna"];
/// … a square ("Feld Hector acht").
pub const SQUARE: &[&str] = &["square", "Feld", "casa"];
/// … the legal moves of the piece on a square ("legal g1").
pub const LEGAL: &[&str] = &["legal", "m"];

// The questions about the position ("attackers e5", "Angreifer e5",
// "atacantes e5"): the first words of each, then a square, a side or
// nothing. Compared word by word after [`rochade_speech::fold`].

/// … the pieces that attack a square.
pub const ATTACKERS: &[&str] = &[
    "attackers",
    "attacked by",
    "Angreifer",
    "angegriffen von",
    "atacantes",
    "atacada por",
    "atacado por",
];
/// … the pieces that defend a square.
pub const DEFENDERS: &[&str] = &[
    "defenders",
    "defended by",
    "Verteidiger",
    "gedeckt von",
    "Deckung",
    "defensores",
    "defendida por",
    "defendido por",
];
/// … both, each side's attackers of a square.
pub const ATTACKERS_AND_DEFENDERS: &[&str] = &[
    "attackers and defenders",
    "attacks",
    "Angreifer und Verteidiger",
    "Angriffe",
    "atacantes e defensores",
    "ataques",
];
/// … the pieces in danger, of one side or both.
pub const HANGING: &[&str] = &[
    "hanging",
    "in danger",
    "pieces in danger",
    "hängend",
    "hängende Figuren",
    "in Gefahr",
    "ungedeckt",
    "pendurada",
    "penduradas",
    "em perigo",
    "peças em perigo",
];
/// … the diagonals and lines from a square.
pub const SCAN: &[&str] = &["scan", "rays", "Strahlen", "abtasten", "varrer", "raios"];
/// … the diagonals alone.
pub const DIAGONALS: &[&str] = &["diagonals", "Diagonalen", "diagonais"];
/// … the lines alone (rank and file).
pub const LINES: &[&str] = &["lines", "Geraden", "retas"];
/// … the pieces that can go to a square.
pub const WHO_CAN_GO: &[&str] = &[
    "who can go to",
    "who can go",
    "who goes to",
    "who reaches",
    "wer kann nach",
    "wer kann auf",
    "wer kann",
    "wer erreicht",
    "quem pode ir para",
    "quem pode ir a",
    "quem pode ir",
    "quem alcança",
];
/// The last capture of the game.
pub const LAST_CAPTURE: &[&str] = &[
    "last capture",
    "letzter Schlag",
    "zuletzt geschlagen",
    "letztes Schlagen",
    "última captura",
];
/// The captures among the legal moves.
pub const CAPTURES: &[&str] = &["captures", "takes", "Schlagzüge", "Schläge", "capturas"];
