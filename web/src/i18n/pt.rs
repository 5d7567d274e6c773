//! The interface in Portuguese.

use super::msg::Msg::{self, *};
use super::plural;

/// The Portuguese form for `n`: `one` or `other` by [`plural::pt`].
fn one_other(n: u64, one: &'static str, other: &'static str) -> &'static str {
    if plural::pt(n) == plural::Plural::One {
        one
    } else {
        other
    }
}

/// The Portuguese translation of `m`.
pub(super) fn template(m: &Msg<'_>) -> &'static str {
    match m {
        AppTitle => "Rochade",
        White => "Brancas",
        Black => "Pretas",
        NewGame => "Nova partida",
        Settings => "Configurações",
        FlipBoard => "Girar o tabuleiro",
        Close => "Fechar",
        Start => "Começar a partida",
        Cancel => "Cancelar",
        WhiteName => "Jogador de brancas",
        BlackName => "Jogador de pretas",
        TimeControl => "Ritmo de jogo",
        CustomTimeControl => "Personalizado (TimeControl do PGN)",
        CustomTimeControlHelp => "Por exemplo 40/5400+30:1800+30, 300+2 ou - sem relógio",
        Edition => "Edição das Leis do Xadrez",
        Edition2001 => "FIDE 2001",
        Edition1997 => "FIDE 1997",
        PlayMode => "Modo de jogo",
        Casual => "Amistoso (voltar lances de comum acordo)",
        Strict => "Oficial (somente as regras da FIDE)",
        BottomSide => "Embaixo",
        Chessboard => "Tabuleiro",
        ChessboardReview => "Tabuleiro, revendo uma posição anterior",
        ClockRunning => "em andamento",
        ClockStopped => "parado",
        ClockPaused => "Relógios parados",
        FlagFallen => "seta caída",
        Pause => "Parar os relógios",
        Resume => "Reiniciar os relógios",
        StartClock => "O relógio começa com o primeiro lance das brancas",
        LowTime => "pouco tempo",
        Scoresheet => "Planilha",
        MoveNo => "Nº",
        Result => "Resultado",
        BackToGame => "Voltar à partida",
        ReviewingMove { .. } => "Revendo a posição após {mv}",
        OfferDraw => "Propor empate",
        AcceptDraw => "Aceitar o empate",
        DeclineDraw => "Recusar o empate",
        DrawOffered { .. } => "{side} propõem empate",
        ClaimDraw => "Reivindicar empate",
        ClaimRepetition => "Tripla repetição",
        ClaimFiftyMoves => "Cinquenta lances",
        IntendedMove => "Lance pretendido (opcional)",
        IntendedMoveHelp => {
            "Para uma posição que vai aparecer: escreva o lance antes (Art. 9.2a, 9.3a)"
        }
        Resign => "Abandonar",
        GameControls => "Controles da partida",
        ToMove { .. } => "{side} jogam",
        GameOver { .. } => "Fim da partida: {result}",
        Promotion => "Promover o peão",
        PromoteTo => "Promover a",
        Queen => "Dama",
        Rook => "Torre",
        Bishop => "Bispo",
        Knight => "Cavalo",
        IllegalMove { .. } => "Lance ilegal: {why}",
        NotYourPiece => "Esta peça não é do lado que joga",
        NoPieceThere => "Não há peça nesta casa",
        Language => "Idioma",
        NotationStyle => "Notação",
        StyleFide => "FIDE (0-0, d8D)",
        StylePgn => "PGN (O-O, d8=Q)",
        PieceLetters => "Letras das peças",
        LettersEnglish => "Inglês (K Q R B N)",
        LettersPortuguese => "Português (R D T B C)",
        LettersGerman => "Alemão (K D T L S)",
        LettersFrench => "Francês (R D T F C)",
        LettersDutch => "Holandês (K D T L P)",
        LettersSpanish => "Espanhol (R D T A C)",
        Figurines => "Figurinhas (♔ ♕ ♖ ♗ ♘)",
        LongAlgebraic => "Algébrica completa (e2-e4)",
        ShowClockTimes => "Tempos do relógio na planilha",
        Announcements => "Anúncios",
        SchemeGerman => "Alemão (Anna, Bella … eins, zwei)",
        SchemeGermanEnglish => "Anna, Bella … com números em inglês",
        SchemeEnglish => "Inglês",
        SchemePortuguese => "Português",
        Voice => "Falar os anúncios",
        LowTimeThreshold => "Aviso de pouco tempo aos",
        Seconds => "segundos",
        MoveInput => "Lance ou comando",
        MoveInputHelp => "Digite um lance (e4, Cf3, Nf3, e2-e4, Cavalo f3) ou um comando (ajuda)",
        Play => "Jogar",
        InvalidTimeControl { .. } => "Ritmo de jogo inválido: {why}",
        Picked { .. } => "Peça levantada: {square}",
        Cancelled => "Cancelado",
        RefuseCannotMove => "a peça não se move assim",
        RefuseOwnPiece => "nesta casa há uma peça sua",
        RefuseKingInCheck => "o seu rei ficaria em xeque",
        RefuseInCheck => "o seu rei está em xeque e este lance não o defende",
        RefuseCastling => "o roque não é possível agora",
        DrawDeclined => "Proposta de empate recusada",
        ClaimIncorrect => "A reivindicação está incorreta",
        TimeChangedTo { .. } => "{side}: relógio alterado de {before} para {after}",
        ClocksRunning => "Relógios em andamento",
        LegalMovesCount { n, .. } => one_other(*n, "{n} lance legal", "{n} lances legais"),
        NewGameStarted => "Nova partida. Brancas jogam.",
        WhiteWins => "vitória das brancas",
        BlackWins => "vitória das pretas",
        Draw => "empate",
        StartClockButton => "Acionar o relógio das brancas",
        ReasonCheckmate => "xeque-mate (Art. 5.1a)",
        ReasonResignation => "abandono (Art. 5.1b)",
        ReasonStalemate => "afogamento (Art. 5.2a)",
        ReasonDeadPosition => "nenhum xeque-mate é possível (Art. 5.2b)",
        ReasonAgreement => "acordo mútuo (Art. 5.2c)",
        ReasonRepetition => "tripla repetição (Art. 9.2)",
        ReasonFiftyMoves => "regra dos cinquenta lances (Art. 9.3)",
        ReasonFlagFall => "queda da seta (Art. 6.9)",
        ReasonFlagFallCannotMate => "queda da seta, mas o adversário não pode dar mate (Art. 6.9)",
        ReasonFlagFallNoPotential => "queda da seta sem potencial de mate (Apêndice C4)",
        ReasonBothFlags => "ambas as setas caíram (Art. 10.4)",
        ReasonIllegalMoves => "terceiro lance ilegal (Art. 7.4)",
        ReasonQuickplay => "decisão do árbitro no final acelerado (Art. 10.2)",
        ReasonSealedMove => "lance secreto inválido (Apêndice A8)",
        ReasonArbiter => "decisão do árbitro (Art. 13.4)",
        ReasonFivefold => "quíntupla repetição (Art. 9.6.1 de 2023)",
        ReasonSeventyFive => "75 lances sem lance de peão nem captura (Art. 9.6.2 de 2023)",
        ReasonResignationCannotMate => {
            "abandono, mas o adversário não pode dar mate (Art. 5.1.2 de 2023)"
        }
        ReasonIllegalMovesCannotMate => {
            "segundo lance ilegal, mas o adversário não pode dar mate (Art. 7.5.5 de 2023)"
        }
        ClaimFlagFall { .. } => "{side} reivindicam: a seta do adversário caiu",
        NoClock => "Sem relógio",
        BrowserLanguage => "Idioma do navegador",
        SkipToBoard => "Ir para o tabuleiro",
        WhiteResigns => "As brancas abandonam",
        BlackResigns => "As pretas abandonam",
        ShortForm => "Anúncios curtos (Cavalo f3)",
        LongForm => "Anúncios longos (Cavalo g1 f3)",
        SpeechRate => "Velocidade da fala",
        StartFen => "Posição inicial (FEN, opcional)",
        StartFenHelp => "Vazio: a posição inicial (Art. 2.3)",
        MoreWarnings => "Outros avisos falados aos",
        VoiceChoice => "Voz",
        VoiceDefault => "A voz do navegador para cada idioma",
        ResignQuestion => "Abandonar esta partida? Quem abandona?",
        TakeBackDone => "Lance voltado",
        NothingToTakeBack => "Não há lance para voltar",
        Confirmations => "Confirmar os lances digitados antes de jogá-los",
        ConfirmMove { .. } => "Jogar {mv}? Pressione Enter ou Confirmar, ou digite outro lance.",
        ConfirmPending { .. } => "Lance aguardando confirmação: {mv}",
        Confirm => "Confirmar",
        CommandHelp => {
            "Comandos: digite-os no campo de lance, ou pressione a tecla entre parênteses com uma casa do tabuleiro em foco. Os dois relógios: relógio (t). Meu relógio: meu relógio (Shift+T). De quem é a vez: vez (w). Lances completados: lances completados (i). Último lance: último (l). Lista de lances: lista, ou lista desde 5 (Shift+L). Peças: peças, peças brancas, peças pretas cavalo (o: minhas peças, Shift+O: as do adversário). Uma fileira: fileira 4 (r: a fileira em foco). Uma coluna: coluna e (v: a coluna em foco). Uma casa: e4? ou casa e4. Lances legais: legal, legal g1 (m: a peça em foco). Proposta de empate: proposta (Shift+D). Estado da partida: estado (s). Esta ajuda: ajuda (ponto de interrogação). No tabuleiro: as setas movem, a até h e 1 até 8 saltam para uma coluna ou fileira, Shift+K, Q, R, B, N, P saltam para o próximo rei, dama, torre, bispo, cavalo ou peão, Enter ou Espaço pega e solta, Escape cancela."
        }
        NoLegalMoves { .. } => "{square}: nenhum lance legal",
        TimeWarning { seconds, .. } => one_other(
            *seconds,
            "{side}: menos de {seconds} segundo",
            "{side}: menos de {seconds} segundos",
        ),
        FlagFellOf { .. } => "{side}: a bandeira caiu",
        BrailleScoresheet => "Planilha em Braille",
        DownloadBrf => "Baixar planilha em Braille (.brf)",
        ShowBraille => "Mostrar Braille Unicode",
        BrailleText => "Planilha em Braille Unicode",
        BrailleUnavailable { .. } => "Não é possível escrever a planilha em Braille: {why}",
        AssistantMode => {
            "Modo assistente: anunciar cada lance com número e lado; tempos só a pedido"
        }
        PgnAndArchive => "PGN e arquivo",
        ThisGame => "Esta partida",
        DownloadPgn => "Baixar PGN",
        CopyPgn => "Copiar PGN",
        PgnCopied => "PGN copiado para a área de transferência",
        CopyUnavailable => {
            "Não é possível copiar aqui: o PGN está selecionado abaixo, tecle Ctrl+C"
        }
        DownloadFailed => "Não foi possível iniciar o download",
        PrintScoresheet => "Imprimir planilha",
        ImportPgn => "Importar PGN",
        PgnFile => "Arquivo PGN (uma ou várias partidas)",
        PgnText => "Ou cole o texto PGN",
        ReadGames => "Ler partidas",
        GamesRead { n, .. } => one_other(
            *n,
            "{n} partida lida, {failed} com erros",
            "{n} partidas lidas, {failed} com erros",
        ),
        PgnErrorAt { .. } => "Partida {game}, linha {line}, coluna {column}: {why}",
        PgnBadTag { .. } => "par de etiquetas inválido ({why})",
        PgnUnterminatedComment => "comentário não fechado com }",
        PgnUnexpectedChar { .. } => "caractere inesperado {char}",
        PgnUnbalanced => "')' sem '('",
        PgnBadMove { .. } => "lance {mv}: {why}",
        PgnBadFen { .. } => "etiqueta FEN inválida: {why}",
        PgnBadSetup { .. } => "configuração inválida: {why}",
        NoGameFound => "nenhuma partida encontrada",
        ChooseGame => "Partida",
        ContinueAfter => "Posição após",
        StartingPosition => "a posição inicial",
        OpenForReview => "Abrir para revisão",
        ContinuePlaying => "Continuar jogando daqui",
        FenSetup => "Montar uma posição a partir de FEN",
        FenLabel => "FEN",
        StartFromFen => "Começar uma partida desta posição",
        FenErrorAt { .. } => "FEN inválido, campo {field}, caractere {at}: {why}",
        FenFieldBoard => "posição das peças",
        FenFieldTurn => "lado a jogar",
        FenFieldCastling => "roque",
        FenFieldEnPassant => "en passant",
        FenFieldHalfmove => "contador de meios-lances",
        FenFieldFullmove => "número do lance",
        ArchiveTitle => "Arquivo de partidas",
        ArchiveEmpty => "Nenhuma partida arquivada ainda. As partidas terminadas aparecem aqui.",
        ArchiveKeptAside { n, .. } => one_other(
            *n,
            "{n} entrada do arquivo não pôde ser lida; foi guardada como {key}",
            "{n} entradas do arquivo não puderam ser lidas; foram guardadas como {key}",
        ),
        ArchiveBroken { .. } => "O arquivo não pôde ser lido; foi guardado como {key}",
        ArchiveSaveFailed => {
            "Não foi possível salvar no arquivo (armazenamento cheio ou desativado)"
        }
        UnfinishedKept => "A partida não terminada foi guardada no arquivo",
        GameLoaded { .. } => "Partida carregada: {white} – {black}",
        Unfinished => "não terminada",
        PliesCount { n, .. } => one_other(*n, "{n} meio-lance", "{n} meios-lances"),
        ArchivedOn { .. } => "arquivada em {when}",
        EventLabel => "Evento",
        SiteLabel => "Local",
        DateLabel => "Data",
        RoundLabel => "Rodada",
        SignatureWhite => "Assinatura das brancas",
        SignatureBlack => "Assinatura das pretas",
        SignatureArbiter => "Assinatura do árbitro",
        UpdateAvailable => "Atualização disponível — recarregar",
        ChangedElsewhere => "A partida foi alterada em outra janela; ela é mostrada aqui",
        ConflictArchived { n, .. } => one_other(
            *n,
            "A partida também foi alterada em outra janela; aquela partida ({white} – {black}, {n} meio-lance) foi guardada no arquivo",
            "A partida também foi alterada em outra janela; aquela partida ({white} – {black}, {n} meios-lances) foi guardada no arquivo",
        ),
        SettingsChangedElsewhere => "As configurações foram alteradas em outra janela",
        SavedUnreadable { .. } => {
            "Não foi possível ler {what} salvo ({why}); foi guardado como {key}"
        }
        StorageUnavailable => {
            "O armazenamento local não está disponível: as partidas não podem ser salvas"
        }
        SaveFailed { .. } => "Não foi possível salvar {what} (armazenamento cheio ou desativado)",
        ErrGameOver { .. } => "A partida terminou: {result}",
        ErrInvalidSetup { .. } => "Configuração inválida: {why}",
        ErrAlreadyStarted => "A partida já começou",
        ErrNotYourTurn { .. } => "{side} têm a vez",
        ErrNoOffer => "Não há proposta de empate",
        ErrOwnOffer => "Um jogador não pode responder à sua própria proposta de empate",
        ErrOfferStanding => "A sua proposta de empate ainda está de pé",
        ErrOpponentOffer => "A proposta de empate do adversário está de pé: aceite ou recuse",
        ErrTooManyOffers => "Sem mais propostas de empate agora (Art. 12.5)",
        ErrClock { .. } => "Relógio: {why}",
        ErrUntimed => "A partida é jogada sem relógio",
        ErrFlagNotFallen => "A reclamação falha: a seta do adversário não caiu, ou a sua caiu",
        ErrQuickplayNotAllowed { .. } => "Reclamação de final rápido impossível: {why}",
        ErrNoQuickplayClaim => "Nenhuma reclamação de final rápido aguarda decisão",
        ErrQuickplayPending => {
            "Os relógios estão parados por uma reclamação de final rápido; o árbitro decide"
        }
        ErrNotInEdition => "Não existe nesta edição das Leis",
        ErrAdjourned => "A partida está adiada",
        ErrNotAdjourned => "A partida não está adiada",
        ErrCasualOnly => "Somente em partidas amistosas",
        ErrBadPly { n, .. } => one_other(
            *n,
            "Não há posição após {n} meio-lance",
            "Não há posição após {n} meios-lances",
        ),
        MoveAmbiguous { n, .. } => one_other(
            *n,
            "{n} lance serve, diga qual: {moves}",
            "{n} lances servem, diga qual: {moves}",
        ),
        MoveNoPiece { .. } => "nenhuma peça sua corresponde a “{text}”",
        MoveNoneReaches { .. } => "nenhuma peça dessas pode ir a essa casa (“{text}”)",
        MoveNoFit { .. } => "nenhum lance legal corresponde a “{text}”",
        MoveUnknownWord { .. } => "palavra desconhecida “{word}”",
        MoveMalformed { .. } => "as palavras não formam um lance: “{text}”",
        MoveEmpty => "nenhum lance indicado",
        MoveRefusedPiece { .. } => "{piece}: {why}",
        MoveUnreadableAt { .. } => "o lance não se lê a partir do carácter {at}",
        PgnMoveAfterEnd => "a partida já tinha terminado",
        PgnMoveIllegal => "não é um lance legal nesta posição",
        PgnMoveAmbiguous { n, .. } => one_other(
            *n,
            "ambíguo, {n} lance serve (Apêndice E.9)",
            "ambíguo, {n} lances servem (Apêndice E.9)",
        ),
        ArbiterTitle => "Árbitro",
        ArbiterTime => "Ajustar um relógio (Art. 6.13)",
        ArbiterClockOf => "Relógio de",
        ArbiterSecondsInvalid => "Indique um número inteiro de segundos",
        ArbiterAddTime => "Acrescentar tempo",
        ArbiterRemoveTime => "Retirar tempo",
        ArbiterSetTime => "Fixar o tempo",
        ArbiterIllegalMoves => "Lance ilegal no tabuleiro (Art. 7.4)",
        ArbiterIllegalBy { .. } => "Lance ilegal das {side} (até agora {count})",
        ArbiterQuickplay => "Final em partida rápida (Art. 10.2)",
        ArbiterQuickplayClaim { .. } => "As {side} reivindicam o empate (menos de dois minutos)",
        ArbiterQuickplayPending { .. } => "As {side} reivindicaram o empate; o árbitro decide",
        ArbiterDeclareDraw => "Declarar a partida empatada",
        ArbiterPostponeExtra => "Adiar, dois minutos ao adversário",
        ArbiterPostpone => "Adiar a decisão",
        ArbiterReject => "Rejeitar a reivindicação",
        ArbiterPenalty => "Penalidade (Art. 13.4)",
        ArbiterAgainst => "Contra",
        ArbiterWarning => "Advertência",
        ArbiterLoseGame => "Declarar a partida perdida",
        ArbiterAdjournment => "Adiamento (Apêndice A)",
        ArbiterSealedMove { .. } => "Lance secreto das {side} (não mostrado)",
        ArbiterResumeAt => "Hora do reinício",
        ArbiterSeal => "Selar o lance e adiar",
        ArbiterSealedEmpty => "Escreva primeiro o lance secreto",
        ArbiterEnvelope { .. } => {
            "Adiada: as {side} selaram o lance {number}. Reinício {date} {time} {venue}"
        }
        ArbiterResumeAdjourned => "Abrir o envelope e reiniciar",
        SaidIllegalMove { .. } => {
            "Lance ilegal das {side} (número {count}): a posição anterior é restabelecida"
        }
        SaidReinstated { n, .. } => one_other(
            *n,
            "É restabelecida a posição após {n} meio-lance",
            "É restabelecida a posição após {n} meios-lances",
        ),
        SaidQuickplayClaimed { .. } => {
            "As {side} reivindicam o empate no final em partida rápida; os relógios param"
        }
        SaidQuickplayPostponed => "O árbitro adia a decisão",
        SaidQuickplayRejected => "A reivindicação é rejeitada",
        SaidAdjourned { .. } => "A partida é adiada: as {side} selaram o lance {number}",
        SaidEnvelopeOpened { .. } => "O envelope é aberto; o lance secreto é {mv}",
        ProposeTakeBackAs { .. } => "Propor voltar lance ({side})",
        AcceptTakeBack => "Aceitar voltar lance",
        DeclineTakeBack => "Recusar voltar lance",
        TakeBackRequestedOne { .. } => "{side} pede para voltar o seu último lance",
        TakeBackRequestedTwo { .. } => "{side} pede para voltar o seu último lance e a resposta",
        TakeBackAccepted => "Voltar lance aceite",
        TakeBackDeclined => "Voltar lance recusado",
        TakeBackLapsed => "O pedido para voltar lance caducou",
        TakeBackDoneTwo => "Dois meios-lances desfeitos",
        ErrNoTakeBackRequest => "Não há pedido para voltar lance",
        ErrOwnTakeBackRequest => {
            "Um jogador não pode responder ao seu próprio pedido para voltar lance"
        }
        ErrTakeBackRequested => "O seu pedido para voltar lance ainda está de pé",
        ErrOpponentTakeBack => "O adversário pediu para voltar lance: aceite ou recuse",
        DeleteGame => "Apagar",
        DeleteGameNamed { .. } => "Apagar partida {number}: {game}",
        ConfirmDelete => "Confirmar apagar",
        ConfirmDeleteNamed { .. } => "Confirmar apagar partida {number}: {game}",
        DeleteQuestion => "Apagar esta partida do arquivo?",
        GameDeleted { .. } => "Partida apagada do arquivo: {game}",
        ArchiveEntryGone => "Essa partida já não está no arquivo",
        ClkNotStarted => "o relógio ainda não foi acionado (Art. 6.5)",
        ClkAlreadyStarted => "o relógio já foi acionado",
        ClkPaused => "os relógios estão parados (Art. 6.12)",
        ClkNotPaused => "os relógios não estão parados",
        ClkNotRunning => "nenhum relógio está correndo",
        ClkWrongSide { .. } => {
            "{pressed} apertaram o relógio, mas o relógio que corre é o de {running} (Art. 6.7)"
        }
        ClkFlagFallen { .. } => "a seta de {side} caiu (Art. 6.9)",
        ClkTimeBackwards => "o tempo do aparelho andou para trás",
        CtlNoPeriods => "um ritmo de jogo precisa de pelo menos um período",
        CtlZeroMoves { .. } => "o período {period} exige 0 lances",
        CtlZeroTime { .. } => {
            "o período {period} não dá tempo algum (0 min e nenhum tempo por lance)"
        }
        CtlZeroInitialTime => "o relógio começaria sem tempo",
        CtlSuddenDeathNotLast { .. } => {
            "o período {period} vale até o fim da partida, mas outros períodos vêm depois dele"
        }
        CtlNotTimed => "sem um ritmo de jogo conhecido, nenhum relógio pode correr",
        TcEmpty => "nenhum ritmo de jogo indicado",
        TcSyntax { .. } => {
            "“{text}” não tem a forma [lances/]segundos[+incremento], *segundos, ? ou -"
        }
        TcOverflow { .. } => "número grande demais em “{text}”",
        PresetFideClassical => "FIDE clássico",
        PresetClassical1997 => "Clássico (época de 1997)",
        PresetRapid { .. } => "Rápido {control}",
        PresetBlitz { .. } => "Blitz {control}",
        TcUnknown => "ritmo de jogo desconhecido",
        TcUntimed => "sem ritmo de jogo",
        TcHourglass { .. } => "ampulheta, {time} para cada jogador",
        TcForMoves { n, .. } => one_other(*n, "{time} / {n} lance", "{time} / {n} lances"),
        TcRepeating => "o último período se repete",
        TcIncrement { .. } => "+{time} por lance",
        TcIncrementFromOne { .. } => "+{time} por lance desde o 1º lance",
        TcDelay { .. } => "{time} de atraso por lance",
        TcBronstein { .. } => "{time} de atraso Bronstein por lance",
        FenDetail { .. } => "campo {field}, caractere {at}: {why}",
        FenFieldCount { .. } => "esperados 4 a 6 campos, encontrados {n}",
        FenBadPiece { .. } => "letra de peça inválida {char}",
        FenRankTooLong { .. } => "a fileira {rank} tem mais de 8 casas",
        FenRankTooShort { n, .. } => one_other(
            *n,
            "a fileira {rank} tem {n} casa em vez de 8",
            "a fileira {rank} tem {n} casas em vez de 8",
        ),
        FenRankCount { .. } => "esperadas 8 fileiras, encontradas {n}",
        FenMissingKing { .. } => "{side} não têm rei (Art. 2.2)",
        FenTooManyKings { .. } => "{side} têm mais de um rei",
        FenPawnOnBackRank { .. } => "peão em {square}, na primeira ou na oitava fileira (Art. 3.7)",
        FenOppositeCheck => "o lado que não tem a vez está em xeque",
        FenBadTurn => "esperado w ou b",
        FenBadCastlingChar { .. } => "caractere de roque inválido {char}",
        FenCastlingContradicts { .. } => {
            "direito de roque {right}, mas o rei ou a torre não está na casa original (Art. 3.8)"
        }
        FenBadEnPassant => "esperado - ou uma casa",
        FenImpossibleEnPassant { .. } => {
            "a casa en passant {square} não pode resultar do avanço de duas casas de um peão (Art. 3.7)"
        }
        FenBadHalfmove => "esperado um número maior ou igual a 0",
        FenBadFullmove => "esperado um número maior ou igual a 1",
        TagMissingName => "falta o nome da etiqueta",
        TagExpectedQuote => "esperado \" após o nome",
        TagUnclosedValue => "valor não fechado com \"",
        TagExpectedBracket => "esperado ] após o valor",
        QpBlitz => "o Artigo 10.2 não se aplica ao blitz (Apêndice C5)",
        QpNotInFinish => "não está no final acelerado (Art. 10.1)",
        QpFlagFallen => "a seta já caiu",
        QpTwoMinutes => "dois minutos ou mais no relógio (Art. 10.2)",
        PenWarning => "advertência (Art. 13.4 a)",
        PenAddOpponent { .. } => "{time} acrescentados ao adversário (Art. 13.4 b)",
        PenReduce { .. } => "{time} descontados (Art. 13.4 c)",
        PenLoseGame => "partida declarada perdida (Art. 13.4 d)",
        JsonSyntax { .. } => "JSON inválido na linha {line}, coluna {column}",
        JsonEof { .. } => "os dados terminam cedo demais, na linha {line}, coluna {column}",
        JsonData { .. } => "os dados não têm a forma esperada (linha {line}, coluna {column})",
        JsonIo => "não foi possível ler os dados",
        TcePeriods => "Períodos",
        TceHelp => {
            "Cada jogador joga os períodos pela ordem e conserva o tempo que economizar (Art. 6.2)."
        }
        TcePeriod { .. } => "Período {period}",
        TceMoves => "Lances",
        TceMovesHelp => {
            "Lances a jogar neste período; só o último período pode durar até o fim da partida."
        }
        TceMovesLastHelp => {
            "Vazio ou 0: o resto da partida. Com um número, este último período se repete."
        }
        TceMinutes => "Tempo de reflexão (minutos)",
        TceSeconds => "Tempo de reflexão (segundos)",
        TcePerMoveKind => "Por lance",
        TceKindNone => "Nada",
        TceKindIncrement => "Incremento (Fischer)",
        TceKindDelay => "Atraso (EUA)",
        TceKindBronstein => "Atraso Bronstein",
        TceIncrementSeconds => "Incremento por lance (segundos)",
        TceDelaySeconds => "Atraso por lance (segundos)",
        TceBronsteinSeconds => "Atraso Bronstein por lance (segundos)",
        TceAddPeriod => "Adicionar período",
        TceRemovePeriod { .. } => "Remover período {period}",
        TceFromMoveOne => {
            "Somar o incremento também antes do 1º lance (como fazem os relógios eletrônicos)"
        }
        TceTwoViews => {
            "Os períodos acima e este texto são o mesmo ritmo de jogo: alterar um altera o outro."
        }
        TceInWords { .. } => "Por extenso: {text}",
        TceInPgn { .. } => "Em PGN: {text}",
        TceNoPeriods => {
            "Os períodos acima não podem mostrar este ritmo de jogo (ampulheta ou sem relógio): vale o texto."
        }
        TceNotANumber { .. } => {
            "período {period}, campo “{field}”: “{value}” não é um número maior ou igual a 0"
        }
        TceTooLarge { .. } => "período {period}, campo “{field}”: “{value}” é grande demais",
    }
}
