//! The interface in Portuguese.

use super::Forms;
use super::msg::Msg::{self, *};

/// The Portuguese translation of `m`.
pub(super) fn forms(m: &Msg<'_>) -> &'static Forms {
    match m {
        AppTitle => w!("Rochade"),
        White => w!("Brancas"),
        Black => w!("Pretas"),
        NewGame => w!("Nova partida"),
        Settings => w!("Configurações"),
        FlipBoard => w!("Girar o tabuleiro"),
        Close => w!("Fechar"),
        Start => w!("Começar a partida"),
        Cancel => w!("Cancelar"),
        TournamentAndRules => w!("Torneio e regras"),
        KeepPlaying => w!("Continuar a jogar"),
        ArchiveAndStart => w!("Arquivar e começar"),
        UnfinishedGameQuestion => w!(
            "A partida em curso não terminou. Começar uma nova e guardar esta no arquivo como inacabada?"
        ),
        SheetPenalty { .. } => w!("{side}: {penalty}"),
        WhiteName => w!("Jogador de brancas"),
        BlackName => w!("Jogador de pretas"),
        TimeControl => w!("Ritmo de jogo"),
        CustomTimeControl => w!("Personalizado (TimeControl do PGN)"),
        CustomTimeControlHelp => w!("Por exemplo 40/5400+30:1800+30, 300+2 ou - sem relógio"),
        Edition => w!("Edição das Leis do Xadrez"),
        Edition2001 => w!("FIDE 2001"),
        Edition2023 => w!("FIDE 2023 (em vigor)"),
        Edition1997 => w!("FIDE 1997"),
        PlayMode => w!("Modo de jogo"),
        Casual => w!("Amistoso (voltar lances de comum acordo)"),
        Strict => w!("Oficial (somente as regras da FIDE)"),
        BottomSide => w!("Embaixo"),
        Chessboard => w!("Tabuleiro"),
        ChessboardReview => w!("Tabuleiro, revendo uma posição anterior"),
        ClockRunning => w!("em andamento"),
        ClockStopped => w!("parado"),
        ClockPaused => w!("Relógios parados"),
        FlagFallen => w!("seta caída"),
        Pause => w!("Parar os relógios"),
        Resume => w!("Reiniciar os relógios"),
        StartClock => w!("O relógio começa com o primeiro lance das brancas"),
        LowTime => w!("pouco tempo"),
        Scoresheet => w!("Planilha"),
        MoveNo => w!("Nº"),
        Result => w!("Resultado"),
        BackToGame => w!("Voltar à partida"),
        ReviewingMove { .. } => w!("Revendo a posição após {mv}"),
        ReviewMove { .. } => w!("Lance {number}, {side}: {mv}"),
        ReviewStart => w!("Posição inicial"),
        ReviewLeft { .. } => w!("De volta à partida: {stands}"),
        PreviousMove => w!("Lance anterior"),
        NextMove => w!("Próximo lance"),
        OfferDraw => w!("Propor empate"),
        AcceptDraw => w!("Aceitar o empate"),
        DeclineDraw => w!("Recusar o empate"),
        DrawOffered { .. } => w!("{side} propõem empate"),
        ClaimDraw => w!("Reivindicar empate"),
        ClaimRepetition => w!("Tripla repetição"),
        ClaimFiftyMoves => w!("Cinquenta lances"),
        IntendedMove => w!("Lance pretendido (opcional)"),
        IntendedMoveHelp => {
            w!("Para uma posição que vai aparecer: escreva o lance antes (Art. 9.2a, 9.3a)")
        }
        Resign => w!("Abandonar"),
        GameControls => w!("Controles da partida"),
        MoreControls => w!("Mais"),
        LastMoves => w!("Últimos lances"),
        ToMove { .. } => w!("{side} jogam"),
        GameOver { .. } => w!("Fim da partida: {result}"),
        Promotion => w!("Promover o peão"),
        PromoteTo => w!("Promover a"),
        Queen => w!("Dama"),
        Rook => w!("Torre"),
        Bishop => w!("Bispo"),
        Knight => w!("Cavalo"),
        IllegalMove { .. } => w!("Lance ilegal: {why}"),
        NotYourPiece => w!("Esta peça não é do lado que joga"),
        HintButton => w!("Dica"),
        Hint { .. } => w!("Dica: {mv}"),
        ComputerToMove => w!("Aguarde: é a vez do computador"),
        ComputerFailed => w!(
            "O computador não conseguiu jogar: o programa não carregou ou parou. Comece uma nova partida ou recarregue a página."
        ),
        WordsUnavailable { .. } => w!(
            "Não foi possível carregar as palavras de {name}; a interface continua no idioma em que está (recarregue a página com conexão para tentar de novo)."
        ),
        ComputerThinking { .. } => w!("{name} está pensando…"),
        Opponent => w!("Adversário"),
        OpponentPerson => w!("Outra pessoa, neste aparelho"),
        OpponentComputer => w!("O computador"),
        ComputerLevel => w!("Nível do computador"),
        LevelOption { .. } => w!("{level} — {about}"),
        LevelOptionRated { .. } => w!("{level} — {about}, {strength}"),
        StrengthAbout { .. } => w!("≈ {elo} (escala do Stockfish)"),
        Level1 => w!("aprendendo os lances"),
        Level2 => w!("iniciante"),
        Level3 => w!("jogador casual"),
        Level4 => w!("jogador em progresso"),
        Level5 => w!("jogador de clube"),
        Level6 => w!("jogador forte de clube"),
        Level7 => w!("especialista"),
        Level8 => w!("força máxima"),
        YourPieces => w!("Você joga com"),
        RandomColour => w!("Brancas ou pretas, por sorteio"),
        NoPieceThere => w!("Não há peça nesta casa"),
        Language => w!("Idioma"),
        NotationStyle => w!("Notação"),
        StyleFide => w!("FIDE (0-0, d8D)"),
        StylePgn => w!("PGN (O-O, d8=Q)"),
        PieceLetters => w!("Letras das peças"),
        LettersInterface => w!("Como a língua da interface (R D T B C em português)"),
        LettersEnglish => w!("Inglês (K Q R B N)"),
        LettersPortuguese => w!("Português (R D T B C)"),
        LettersGerman => w!("Alemão (K D T L S)"),
        LettersFrench => w!("Francês (R D T F C)"),
        LettersDutch => w!("Holandês (K D T L P)"),
        LettersSpanish => w!("Espanhol (R D T A C)"),
        Figurines => w!("Símbolos das peças (♔ ♕ ♖ ♗ ♘)"),
        LongAlgebraic => w!("Algébrica completa (e2-e4)"),
        ShowClockTimes => w!("Tempos do relógio na planilha"),
        SchemeInterface => w!("As palavras da língua da interface (e2, peão branco; Cavalo f3)"),
        SchemeGerman => w!("Esquema da FIDE (Anna … Hector, eins … acht)"),
        SchemeGermanEnglish => w!("Anna … Hector, números em inglês"),
        SchemeEnglish => w!("Palavras em inglês"),
        SchemePortuguese => w!("Palavras em português"),
        Voice => w!("Falar os anúncios"),
        LowTimeThreshold => w!("Aviso de pouco tempo aos"),
        Seconds => w!("segundos"),
        MoveInput => w!("Lance ou comando"),
        MoveInputHelp => {
            w!("Digite um lance (e4, Cf3, Nf3, e2-e4, Cavalo f3) ou um comando (ajuda)")
        }
        Play => w!("Jogar"),
        InvalidTimeControl { .. } => w!("Ritmo de jogo inválido: {why}"),
        Picked { .. } => w!("Peça levantada: {square}"),
        Cancelled => w!("Cancelado"),
        RefuseCannotMove => w!("a peça não se move assim"),
        RefuseOwnPiece => w!("nesta casa há uma peça sua"),
        RefuseKingInCheck => w!("o seu rei ficaria em xeque"),
        RefuseInCheck => w!("o seu rei está em xeque e este lance não o defende"),
        RefuseCastling => w!("o roque não é possível agora"),
        DrawDeclined => w!("Proposta de empate recusada"),
        ClaimIncorrect => w!("A reivindicação está incorreta"),
        TimeChangedTo { .. } => w!("{side}: relógio alterado de {before} para {after}"),
        ClocksRunning => w!("Relógios em andamento"),
        LoadingApp => w!("Rochade está carregando…"),
        LoadingTapped => w!("Carregando, um momento"),
        DrawOfferedToComputer => w!("Empate proposto ao computador; ele responde com o seu lance"),
        ComputerNamed { .. } => w!("Rochade nível {level}"),
        LegalMovesCount { .. } => w!("{n} lance legal", "{n} lances legais"),
        NewGameStarted => w!("Nova partida. Brancas jogam."),
        NewChess960Started { .. } => {
            w!("Nova partida de Xadrez960, posição inicial {n}. Brancas jogam.")
        }
        NewChess960FromFen { .. } => w!(
            "Nova partida de Xadrez960 a partir do FEN (um FEN prevalece sobre o número da posição inicial). {side} jogam."
        ),
        VariantLabel => w!("Variante"),
        VariantStandard => w!("Xadrez clássico"),
        VariantChess960 => w!("Xadrez960 (Diretrizes II, 2023)"),
        StartNumberLabel => w!("Posição inicial do Xadrez960 (0–959)"),
        StartNumberHelp => w!("Vazio: uma ao acaso. 518 é a posição clássica."),
        StartNumberBad { .. } => {
            w!("A posição inicial deve ser um número de 0 a 959, não “{text}”.")
        }
        WhiteWins => w!("vitória das brancas"),
        BlackWins => w!("vitória das pretas"),
        Draw => w!("empate"),
        StartClockButton => w!("Acionar o relógio das brancas"),
        ReasonCheckmate => w!("xeque-mate (Art. 5.1a)"),
        ReasonResignation => w!("abandono (Art. 5.1b)"),
        ReasonStalemate => w!("afogamento (Art. 5.2a)"),
        ReasonDeadPosition => w!("nenhum xeque-mate é possível (Art. 5.2b)"),
        ReasonAgreement => w!("acordo mútuo (Art. 5.2c)"),
        ReasonRepetition => w!("tripla repetição (Art. 9.2)"),
        ReasonFiftyMoves => w!("regra dos cinquenta lances (Art. 9.3)"),
        ReasonFlagFall => w!("queda da seta (Art. 6.9)"),
        ReasonFlagFallCannotMate => {
            w!("queda da seta, mas o adversário não pode dar mate (Art. 6.9)")
        }
        ReasonFlagFallNoPotential => w!("queda da seta sem potencial de mate (Apêndice C4)"),
        ReasonBothFlags => w!("ambas as setas caíram (Art. 10.4)"),
        ReasonIllegalMoves => w!("terceiro lance ilegal (Art. 7.4)"),
        ReasonQuickplay => w!("decisão do árbitro no final acelerado (Art. 10.2)"),
        ReasonSealedMove => w!("lance secreto inválido (Apêndice A8)"),
        ReasonArbiter => w!("decisão do árbitro (Art. 13.4)"),
        ReasonFivefold => w!("quíntupla repetição (Art. 9.6.1 de 2023)"),
        ReasonSeventyFive => w!("75 lances sem lance de peão nem captura (Art. 9.6.2 de 2023)"),
        ReasonResignationCannotMate => {
            w!("abandono, mas o adversário não pode dar mate (Art. 5.1.2 de 2023)")
        }
        ReasonIllegalMovesCannotMate => {
            w!("segundo lance ilegal, mas o adversário não pode dar mate (Art. 7.5.5 de 2023)")
        }
        ReasonLostByDefault => w!("ausente no fim do tempo de tolerância"),
        ReasonReported => w!("conforme indicado pelos jogadores"),
        ClaimFlagFall { .. } => w!("{side} reivindicam: a seta do adversário caiu"),
        NoClock => w!("Sem relógio"),
        BrowserLanguage => w!("Idioma do navegador"),
        SkipToBoard => w!("Ir para o tabuleiro"),
        WhiteResigns => w!("As brancas abandonam"),
        BlackResigns => w!("As pretas abandonam"),
        ShortForm => w!("Anúncios curtos (Cavalo f3)"),
        LongForm => w!("Anúncios longos (Cavalo g1 f3)"),
        SpeechRate => w!("Velocidade da fala"),
        StartFen => w!("Posição inicial (FEN, opcional)"),
        StartFenHelp => w!("Vazio: a posição inicial (Art. 2.3)"),
        MoreWarnings => w!("Outros avisos falados aos"),
        VoiceChoice => w!("Voz"),
        VoiceDefault => w!("A voz do navegador para cada idioma"),
        ResignQuestion => w!("Abandonar esta partida? Quem abandona?"),
        TakeBackDone => w!("Lance voltado"),
        NothingToTakeBack => w!("Não há lance para voltar"),
        Confirmations => w!("Confirmar os lances digitados antes de jogá-los"),
        ConfirmMove { .. } => {
            w!("Jogar {mv}? Pressione Enter ou Confirmar, ou digite outro lance.")
        }
        ConfirmPending { .. } => w!("Lance aguardando confirmação: {mv}"),
        Confirm => w!("Confirmar"),
        HelpTopics => w!(
            "A ajuda vem por partes: ajuda relógio, ajuda lances, ajuda posição, ajuda partida, ajuda tabuleiro, ajuda perguntas, ajuda análise. Digite um comando no campo de lance, ou pressione a sua tecla com uma casa do tabuleiro em foco."
        ),
        HelpAnalysis => w!(
            "Depois da partida: analisar (ou o botão Analisar a partida) inicia a análise do computador. Depois avaliação (Shift+E): a avaliação após o lance revisto; melhor lance: o melhor lance ali; erros (Shift+M): os lances marcados, cada um com um melhor."
        ),
        HelpClock => w!(
            "Os dois relógios: relógio ou t. Meu relógio: meu relógio (Shift+T). De quem é a vez: vez (w). Lances completados: lances completados (i)."
        ),
        HelpMoves => w!(
            "Um lance: digite-o (e4, Cf3, Springer Felix drei). Último lance: último (l). Lista de lances: lista, ou lista desde 5 (Shift+L). Lances legais: legal, legal g1 (m: a peça em foco). Rever: [ e ] recuam e avançam (Shift+[: o início, Shift+] ou Escape: de volta à partida)."
        ),
        HelpPosition => w!(
            "Peças: peças, peças brancas, peças pretas cavalo (o: minhas peças, Shift+O: as do adversário). Uma fileira: fileira 4 (r). Uma coluna: coluna e (v). Uma casa: e4? ou casa e4."
        ),
        HelpGame => w!(
            "Propor empate: empate ou propor empate. Uma proposta pendente: proposta (Shift+D). Abandonar: abandonar, e depois confirmar. Voltar um lance: desfazer (partidas livres). Sobre o tabuleiro: 1-0, 0-1 ou ½-½ comunica o resultado. Estado da partida: estado (s)."
        ),
        HelpBoard => w!(
            "No tabuleiro: as setas movem, a até h e 1 até 8 saltam para uma coluna ou fileira, Shift+K, Q, R, B, N, P saltam para o próximo rei, dama, torre, bispo, cavalo ou peão, Enter ou Espaço pega e solta, Escape cancela, o ponto de interrogação mostra a ajuda."
        ),
        ConfirmResign { .. } => w!(
            "{side} abandona? Pressione Enter ou o botão para confirmar, ou digite outra coisa para continuar."
        ),
        ResultOverTheBoard { .. } => w!(
            "{result} é como os jogadores comunicam um resultado sobre o tabuleiro. Aqui, digite abandonar para abandonar ou empate para propor empate."
        ),
        NoLegalMoves { .. } => w!("{square}: nenhum lance legal"),
        TimeWarning { .. } => w!(
            "{side}: menos de {seconds} segundo",
            "{side}: menos de {seconds} segundos"
        ),
        FlagFellOf { .. } => w!("{side}: a bandeira caiu"),
        BrailleScoresheet => w!("Planilha em Braille"),
        DownloadBrf => w!("Baixar planilha em Braille (.brf)"),
        ShowBraille => w!("Mostrar Braille Unicode"),
        BrailleText => w!("Planilha em Braille Unicode"),
        BrailleUnavailable { .. } => w!("Não é possível escrever a planilha em Braille: {why}"),
        AssistantMode => {
            w!("Modo assistente: anunciar cada lance com número e lado; tempos só a pedido")
        }
        PgnAndArchive => w!("PGN e arquivo"),
        ThisGame => w!("Esta partida"),
        DownloadPgn => w!("Baixar PGN"),
        CopyPgn => w!("Copiar PGN"),
        PgnCopied => w!("PGN copiado para a área de transferência"),
        CopyUnavailable => {
            w!("Não é possível copiar aqui: o PGN está selecionado abaixo, tecle Ctrl+C")
        }
        DownloadFailed => w!("Não foi possível iniciar o download"),
        PrintScoresheet => w!("Imprimir planilha"),
        ImportPgn => w!("Importar PGN"),
        PgnFile => w!("Arquivo PGN (uma ou várias partidas)"),
        PgnText => w!("Ou cole o texto PGN"),
        ReadGames => w!("Ler partidas"),
        GamesRead { .. } => w!(
            "{n} partida lida, {failed} com erros",
            "{n} partidas lidas, {failed} com erros"
        ),
        PgnErrorAt { .. } => w!("Partida {game}, linha {line}, coluna {column}: {why}"),
        PgnBadTag { .. } => w!("par de etiquetas inválido ({why})"),
        PgnUnterminatedComment => w!("comentário não fechado com }"),
        PgnUnexpectedChar { .. } => w!("caractere inesperado {char}"),
        PgnUnbalanced => w!("')' sem '('"),
        PgnBadMove { .. } => w!("lance {mv}: {why}"),
        PgnBadFen { .. } => w!("etiqueta FEN inválida: {why}"),
        PgnBadSetup { .. } => w!("configuração inválida: {why}"),
        PgnVariant { .. } => w!("uma partida de {name}, não de xadrez clássico"),
        NoGameFound => w!("nenhuma partida encontrada"),
        ReadingGames => w!("Lendo partidas"),
        ImportCancelled { .. } => w!(
            "Importação cancelada: {n} partida lida até agora.",
            "Importação cancelada: {n} partidas lidas até agora."
        ),
        ReadUnderLaws { .. } => w!("lida segundo as Leis de {year}"),
        KeepGamesRead => w!("Manter as partidas lidas"),
        DiscardGamesRead => w!("Descartá-las"),
        PgnFileUnreadable => w!("Não foi possível ler o arquivo PGN."),
        EarlierGames => w!("Partidas anteriores"),
        LaterGames => w!("Partidas seguintes"),
        ChooseGame => w!("Partida"),
        ContinueAfter => w!("Posição após"),
        StartingPosition => w!("a posição inicial"),
        OpenForReview => w!("Abrir para revisão"),
        ContinuePlaying => w!("Continuar jogando daqui"),
        FenSetup => w!("Montar uma posição a partir de FEN"),
        FenLabel => w!("FEN"),
        StartFromFen => w!("Começar uma partida desta posição"),
        FenErrorAt { .. } => w!("FEN inválido, campo {field}, caractere {at}: {why}"),
        FenFieldBoard => w!("posição das peças"),
        FenFieldTurn => w!("lado a jogar"),
        FenFieldCastling => w!("roque"),
        FenFieldEnPassant => w!("en passant"),
        FenFieldHalfmove => w!("contador de meios-lances"),
        FenFieldFullmove => w!("número do lance"),
        ArchiveTitle => w!("Arquivo de partidas"),
        ArchiveEmpty => {
            w!("Nenhuma partida arquivada ainda. As partidas terminadas aparecem aqui.")
        }
        ArchiveReading => w!("Lendo o arquivo …"),
        ArchiveKeptAside { .. } => w!(
            "{n} entrada do arquivo não pôde ser lida; foi guardada como {key}",
            "{n} entradas do arquivo não puderam ser lidas; foram guardadas como {key}"
        ),
        ArchiveBroken { .. } => w!("O arquivo não pôde ser lido; foi guardado como {key}"),
        ArchiveSaveFailed => {
            w!("Não foi possível salvar no arquivo (armazenamento cheio ou desativado)")
        }
        UnfinishedKept => w!("A partida não terminada foi guardada no arquivo"),
        GameLoaded { .. } => w!("Partida carregada: {white} – {black}"),
        Unfinished => w!("não terminada"),
        PliesCount { .. } => w!("{n} meio-lance", "{n} meios-lances"),
        ArchivedOn { .. } => w!("arquivada em {when}"),
        EventLabel => w!("Evento"),
        SiteLabel => w!("Local"),
        DateLabel => w!("Data"),
        RoundLabel => w!("Rodada"),
        SignatureWhite => w!("Assinatura das brancas"),
        SignatureBlack => w!("Assinatura das pretas"),
        SignatureArbiter => w!("Assinatura do árbitro"),
        UpdateAvailable => w!("Atualização disponível — recarregar"),
        ChangedElsewhere => w!("A partida foi alterada em outra janela; ela é mostrada aqui"),
        ConflictArchived { .. } => w!(
            "A partida também foi alterada em outra janela; aquela partida ({white} – {black}, {n} meio-lance) foi guardada no arquivo",
            "A partida também foi alterada em outra janela; aquela partida ({white} – {black}, {n} meios-lances) foi guardada no arquivo"
        ),
        SettingsChangedElsewhere => w!("As configurações foram alteradas em outra janela"),
        SavedUnreadable { .. } => {
            w!("Não foi possível ler {what} salvo ({why}); foi guardado como {key}")
        }
        StorageUnavailable => {
            w!("O armazenamento local não está disponível: as partidas não podem ser salvas")
        }
        SaveFailed { .. } => {
            w!("Não foi possível salvar {what} (armazenamento cheio ou desativado)")
        }
        UnsavedGameFull => {
            w!("Esta partida não pode ser salva: o armazenamento do navegador está cheio")
        }
        UnsavedGameRefused => {
            w!("Esta partida não pode ser salva: o navegador recusou guardá-la")
        }
        UnsavedNothing => w!(
            "O aplicativo não pode salvar nada neste navegador (armazenamento desativado ou indisponível): esta partida se perde quando a página for fechada"
        ),
        UnsavedSettings => {
            w!("As configurações não podem ser salvas (armazenamento cheio ou desativado)")
        }
        UnsavedOffer => w!("Baixe o PGN dela para que nada se perca"),
        Unarchived { .. } => w!(
            "{n} partida não pôde ser arquivada (armazenamento cheio ou desativado): baixe-a para que nada se perca",
            "{n} partidas não puderam ser arquivadas (armazenamento cheio ou desativado): baixe-as para que nada se perca"
        ),
        DownloadUnarchived => w!("Baixar as partidas não arquivadas"),
        SavedAgain => w!("Tudo está salvo de novo"),
        ErrGameOver { .. } => w!("A partida terminou: {result}"),
        ErrInvalidSetup { .. } => w!("Configuração inválida: {why}"),
        ErrAlreadyStarted => w!("A partida já começou"),
        ErrNotYourTurn { .. } => w!("{side} têm a vez"),
        ErrNoOffer => w!("Não há proposta de empate"),
        ErrOwnOffer => w!("Um jogador não pode responder à sua própria proposta de empate"),
        ErrOfferStanding => w!("A sua proposta de empate ainda está de pé"),
        ErrOpponentOffer => w!("A proposta de empate do adversário está de pé: aceite ou recuse"),
        ErrTooManyOffers => w!("Sem mais propostas de empate agora (Art. 12.5)"),
        ErrClock { .. } => w!("Relógio: {why}"),
        ErrUntimed => w!("A partida é jogada sem relógio"),
        ErrFlagNotFallen => w!("A reclamação falha: a seta do adversário não caiu, ou a sua caiu"),
        ErrQuickplayNotAllowed { .. } => w!("Reclamação de final rápido impossível: {why}"),
        ErrNoQuickplayClaim => w!("Nenhuma reclamação de final rápido aguarda decisão"),
        ErrQuickplayPending => {
            w!("Os relógios estão parados por uma reclamação de final rápido; o árbitro decide")
        }
        ErrNotInEdition => w!("Não existe nesta edição das Leis"),
        ErrAdjourned => w!("A partida está adiada"),
        ErrNotAdjourned => w!("A partida não está adiada"),
        ErrCasualOnly => w!("Somente em partidas amistosas"),
        ErrAgreementBeforeBothMoved => w!(
            "Empate por acordo só depois de ambos os jogadores terem feito um lance (Art. 5.2.3 de 2023)"
        ),
        ErrIllegalMoveStands => {
            w!("O adversário já fez o lance seguinte: o lance ilegal permanece (A.5.2 de 2023)")
        }
        ErrNotAPromotion => w!("Não é um lance de peão para a última fileira (Art. 7.5.2 de 2023)"),
        ErrGuidelinesNotAnnounced => {
            w!("O evento não anunciou as Diretrizes III (III.2.1 de 2023)")
        }
        ErrGuidelinesNotApplicable => w!(
            "As Diretrizes III aplicam-se só a partidas clássicas e rápidas sem incremento (III.2.2 de 2023)"
        ),
        ErrPlayerPresent => w!("O jogador está no tabuleiro"),
        ErrColoursReversedTooLate => {
            w!("Ambos os jogadores fizeram dez ou mais lances: a partida continua")
        }
        ColoursReversedLegend { .. } => w!("Cores trocadas ({art})"),
        ErrDrawNotBefore { .. } => {
            w!(
                "Sem proposta nem acordo de empate antes do lance {moves} sem o consentimento do árbitro"
            )
        }
        ErrDrawNever => w!("Sem proposta nem acordo de empate sem o consentimento do árbitro"),
        DrawRuleFromLabel { .. } => w!("Sem acordo de empate antes do lance ({art})"),
        DrawRuleFromHint => w!("Vazio: o empate pode ser acordado em qualquer lance."),
        DrawRuleNeverLabel => w!("Nenhum acordo de empate sem o consentimento do árbitro"),
        ErrDrawRuleInvalid { .. } => {
            w!("O lance “{text}” para acordos de empate não é um número inteiro")
        }
        ConsentLegend { .. } => w!("Empate com o consentimento do árbitro ({art})"),
        ConsentButton => w!("Os jogadores acordam o empate, com o consentimento do árbitro"),
        ColoursReversedRestart => w!("Interromper e recomeçar com as cores corrigidas"),
        ErrDefaultTimeNotReached { .. } => w!("O tempo de tolerância não passou: faltam {time}"),
        ErrNoIncrementRequest => {
            w!("Nenhum pedido de incremento aguarda o árbitro (III.4 de 2023)")
        }
        ErrBadPly { .. } => w!(
            "Não há posição após {n} meio-lance",
            "Não há posição após {n} meios-lances"
        ),
        MoveAmbiguous { .. } => w!(
            "{n} lance serve, diga qual: {moves}",
            "{n} lances servem, diga qual: {moves}"
        ),
        MoveNoPiece { .. } => w!("nenhuma peça sua corresponde a “{text}”"),
        MoveNoneReaches { .. } => w!("nenhuma peça dessas pode ir a essa casa (“{text}”)"),
        MoveNoFit { .. } => w!("nenhum lance legal corresponde a “{text}”"),
        MoveUnknownWord { .. } => w!("palavra desconhecida “{word}”"),
        MoveMalformed { .. } => w!("as palavras não formam um lance: “{text}”"),
        MoveEmpty => w!("nenhum lance indicado"),
        MoveRefusedPiece { .. } => w!("{piece}: {why}"),
        MoveUnreadableAt { .. } => w!("o lance não se lê a partir do carácter {at}"),
        PgnMoveAfterEnd => w!("a partida já tinha terminado"),
        PgnMoveIllegal => w!("não é um lance legal nesta posição"),
        PgnMoveAmbiguous { .. } => w!(
            "ambíguo, {n} lance serve (Apêndice E.9)",
            "ambíguo, {n} lances servem (Apêndice E.9)"
        ),
        ArbiterTitle => w!("Árbitro"),
        ArbiterPanelButton => w!("Painel do árbitro"),
        ArbiterMoreRulings => w!("Mais decisões"),
        ArbiterStopClocks => w!("Parar os relógios"),
        ArbiterRestartClocks => w!("Reiniciar os relógios"),
        ArbiterTime => w!("Ajustar um relógio (Art. 6.13)"),
        ArbiterClockOf => w!("Relógio de"),
        ArbiterSecondsInvalid => w!("Indique um número inteiro de segundos"),
        ArbiterAddTime => w!("Acrescentar tempo"),
        ArbiterRemoveTime => w!("Retirar tempo"),
        ArbiterSetTime => w!("Fixar o tempo"),
        ArbiterIllegalMoves { .. } => w!("Lance ilegal no tabuleiro ({art})"),
        ArbiterIllegalBy { .. } => w!("Lance ilegal das {side} (até agora {count})"),
        ArbiterQuickplay { .. } => w!("Final em partida rápida ({art})"),
        ArbiterQuickplayClaim { .. } => {
            w!("As {side} reivindicam o empate (menos de dois minutos)")
        }
        ArbiterQuickplayPending { .. } => w!("As {side} reivindicaram o empate; o árbitro decide"),
        ArbiterDeclareDraw => w!("Declarar a partida empatada"),
        ArbiterPostponeExtra => w!("Adiar, dois minutos ao adversário"),
        ArbiterPostpone => w!("Adiar a decisão"),
        ArbiterReject => w!("Rejeitar a reivindicação"),
        ArbiterPenalty { .. } => w!("Penalidade ({art})"),
        ArbiterAgainst => w!("Contra"),
        ArbiterAdjournment => w!("Adiamento (Apêndice A)"),
        ArbiterSealedMove { .. } => w!("Lance secreto das {side} (não mostrado)"),
        ArbiterResumeAt => w!("Hora do reinício"),
        ArbiterSeal => w!("Selar o lance e adiar"),
        ArbiterSealedEmpty => w!("Escreva primeiro o lance secreto"),
        ArbiterEnvelope { .. } => {
            w!("Adiada: as {side} selaram o lance {number}. Reinício {date} {time} {venue}")
        }
        ArbiterResumeAdjourned => w!("Abrir o envelope e reiniciar"),
        ReferredClaimStatus { .. } => w!(
            "Partida terminada: {side} reivindicou o empate ({art}); reivindicado, para o árbitro designado"
        ),
        ReferredRulingLegend { .. } => w!("A decisão do árbitro designado ({art})"),
        ReferredRuling { .. } => w!("Declarar {result}"),
        ErrClaimAfterTouch { .. } => {
            w!("Sem reivindicação de empate neste lance: uma peça foi tocada ({art})")
        }
        ArbiterResumptionDue { .. } => w!("Chegou a hora do reinício ({art})"),
        ArbiterResumptionCounting => {
            w!("O tempo de tolerância do reinício está a contar; indique quem está presente.")
        }
        TouchMustMove { .. } => {
            w!("Peça tocada: a peça em {square} foi tocada primeiro e tem de ser jogada ({art})")
        }
        TouchMustCapture { .. } => {
            w!("Peça tocada: a peça em {square} foi tocada e tem de ser capturada ({art})")
        }
        TouchCaptureWith { .. } => {
            w!("Peça tocada: a peça em {piece} tem de capturar em {target} ({art})")
        }
        TouchCastle { .. } => {
            w!("Peça tocada: rei e torre foram tocados, portanto roque com essa torre ({art})")
        }
        TouchKingMove { .. } => w!("Peça tocada: o rei foi tocado e tem de ser jogado ({art})"),
        TouchReleased { .. } => {
            w!("Peça tocada: a peça foi largada em {square}; esse lance vale ({art})")
        }
        TouchNoCastling { .. } => {
            w!("Peça tocada: a torre foi tocada primeiro, portanto sem roque com ela ({art})")
        }
        TouchPromotion { .. } => w!("Peça tocada: a peça da promoção já está escolhida ({art})"),
        ArbiterIncrement { .. } => w!("Pedido de incremento ({art})"),
        ArbiterRequestIncrement { .. } => {
            w!("{side} pede 5 segundos por lance (menos de dois minutos)")
        }
        ArbiterIncrementPending { .. } => {
            w!("{side} pediu um incremento; é também uma proposta de empate")
        }
        ArbiterDeclineBy { .. } => w!("{side} recusa o empate"),
        ArbiterIncrementAgree => w!("Concordar: 5 segundos por lance, dois minutos ao adversário"),
        ArbiterIncrementRefuse => w!("Recusar o incremento"),
        ArbiterGuidelinesOff { .. } => w!("Diretrizes III não estão em vigor: {why}"),
        ArbiterMisconduct { .. } => w!("Relógio e mãos ({art})"),
        ArbiterPawnMove => w!("Lance do peão para a última fileira"),
        ArbiterPromotionNotReplaced { .. } => w!("Peão não substituído ({art})"),
        ArbiterClockWithoutMove { .. } => w!("{side} acionou o relógio sem lance ({art})"),
        ArbiterTwoHands { .. } => w!("{side} usou as duas mãos ({art})"),
        ArbiterReinstateAfter => w!("Último lance correto"),
        ArbiterReinstateBy { .. } => w!("Restabelecer: lance ilegal de {side}"),
        ArbiterBoards { .. } => w!("Tabuleiros de um jogador cego diferem ({art}, sem penalidade)"),
        ArbiterBoardsAdjusted => w!("As planilhas concordam: tabuleiro corrigido"),
        ArbiterDefaultLegend { .. } => w!("Não chegou até o tempo de tolerância ({art})"),
        ArbiterDefaultVerdict { .. } => w!(
            "{side} não chegou ({late} após o início): perde, salvo decisão contrária do árbitro ({art})"
        ),
        ArbiterArrived { .. } => w!("{side} chegou"),
        ArbiterDeclareDefault { .. } => {
            w!("Declarar derrota de {side} por ausência (salvo decisão contrária do árbitro)")
        }
        ArbiterBoardsRetrace => w!("As planilhas diferem: voltar ao último lance correto"),
        ArbiterPenaltySeconds => w!("Segundos da penalidade de tempo"),
        ArbiterTimeToOpponent { .. } => w!("Tempo ao adversário ({art})"),
        ArbiterTimeFromOffender { .. } => w!("Tempo retirado ao infrator ({art})"),
        ArbiterWarningArt { .. } => w!("Advertência ({art})"),
        ArbiterLoseGameArt { .. } => w!("Declarar a partida perdida ({art})"),
        BoardNumberLabel => w!("Tabuleiro"),
        TournamentFileTitle => w!("De um arquivo de torneio"),
        TournamentFileLabel => {
            w!("Arquivo de torneio: TRF, lista de emparceiramentos ou CSV (vários de uma vez)")
        }
        TournamentFileHelp => w!(
            "O TRF da FIDE do Swiss Manager, Vega ou bbpPairings; uma lista de emparceiramentos por número inicial; ou um CSV de tabuleiro,brancas,pretas (board,white,black)."
        ),
        TournamentRoundOption { .. } => w!("Rodada {round}"),
        TournamentBoardOption { .. } => w!("Tabuleiro {board}: {white} – {black}"),
        TournamentRead { .. } => w!("{event}: {n} jogador", "{event}: {n} jogadores"),
        TournamentRemembered => {
            w!("O arquivo do torneio fica guardado neste aparelho para a próxima rodada.")
        }
        TournamentForget => w!("Esquecer o arquivo do torneio"),
        WhiteFideIdLabel => w!("FIDE ID das brancas"),
        BlackFideIdLabel => w!("FIDE ID das pretas"),
        WhiteEloLabel => w!("Rating das brancas"),
        BlackEloLabel => w!("Rating das pretas"),
        GameDateLabel => w!("Data (AAAA.MM.DD)"),
        TrfErrAt { .. } => {
            w!("{file}, linha {line}, {field}: {why}. Nada do que estava guardado mudou.")
        }
        TrfErrFile { .. } => w!("{file}: {why}. Nada do que estava guardado mudou."),
        TrfFieldFile => w!("o arquivo"),
        TrfFieldStartNumber => w!("número inicial"),
        TrfFieldName => w!("nome"),
        TrfFieldRating => w!("rating"),
        TrfFieldFideId => w!("FIDE ID"),
        TrfFieldOpponent { .. } => w!("adversário na rodada {round}"),
        TrfFieldColour { .. } => w!("cor na rodada {round}"),
        TrfFieldResult { .. } => w!("resultado na rodada {round}"),
        TrfFieldPairCount => w!("número de emparceiramentos"),
        TrfFieldWhite => w!("Brancas"),
        TrfFieldBlack => w!("Pretas"),
        TrfNotATournamentFile => w!(
            "não é um arquivo TRF, uma lista de emparceiramentos nem um CSV de tabuleiro,brancas,pretas"
        ),
        TrfMissing => w!("vazio"),
        TrfNotANumber { .. } => w!("“{text}” não é um número"),
        TrfUnknownCode { .. } => w!("“{text}” não é um código do formato"),
        TrfUnknownPlayer { .. } => w!("nenhum jogador “{text}” no arquivo TRF"),
        TrfDuplicate { .. } => w!("“{text}” aparece duas vezes"),
        TrfCountMismatch { .. } => w!(
            "indica {said} emparceiramentos, mas segue {n}",
            "indica {said} emparceiramentos, mas seguem {n}"
        ),
        TrfNeedsTrf => w!("números iniciais precisam do arquivo TRF junto"),
        TrfSecondTrf => w!("um segundo arquivo TRF; escolha um só"),
        TrfNoPairings => w!("nenhuma rodada com emparceiramentos a jogar"),
        TrfUnreadable => w!("Não foi possível ler o arquivo."),
        RoundResultsTitle => w!("Resultados da rodada"),
        RoundResultsCaption { .. } => {
            w!("{n} partida, por tabuleiro", "{n} partidas, por tabuleiro")
        }
        ResultHeader => w!("Resultado"),
        NoteHeader => w!("Observação"),
        ResultNotApproved => w!("Resultado não aprovado pelos dois jogadores (Art. 8.7)"),
        SaveRoundPgn => w!("Salvar a rodada como um arquivo PGN"),
        RoundFileRefused { .. } => w!("{file}: {why}"),
        TournamentWindows1252 { .. } => w!(
            "{file} não está em UTF-8 e foi lido como Windows-1252: confira se os nomes estão certos."
        ),
        TrfCodesHeader => w!("Códigos TRF"),
        RoundNoGame => w!("Nenhuma partida recebida: o árbitro decide"),
        RoundChoiceGame { .. } => w!("{result} ({codes})"),
        RoundChoiceUnrated { .. } => {
            w!("{result}, não válida para rating: um lado não fez lance ({codes})")
        }
        RoundChoiceForfeit { .. } => w!("{result} por W.O. ({codes})"),
        RoundChoiceBothForfeit { .. } => w!("Os dois perdem por W.O. ({codes})"),
        RoundChoiceBlank => w!("Ainda sem resultado (em branco)"),
        ByeHalf => w!("Bye de meio ponto (H)"),
        ByeFull => w!("Bye de um ponto (F)"),
        ByePairing => w!("Bye do emparceiramento (U)"),
        ByeZero => w!("Bye de zero ponto, ausente (Z)"),
        RoundCodesLabel { .. } => w!("Códigos TRF, tabuleiro {board}"),
        RoundByeCodeLabel { .. } => w!("Código TRF, {player}"),
        RoundRefusedOtherRound { .. } => {
            w!("{file}: recusado: a partida é da rodada {round}, não da rodada {expected}.")
        }
        RoundRefusedNoBoard { .. } => w!("{file}: recusado: a partida não indica tabuleiro."),
        RoundRefusedNoSuchBoard { .. } => {
            w!("{file}: recusado: a rodada {round} não tem tabuleiro {board}.")
        }
        RoundRefusedNames { .. } => w!(
            "{file}: recusado: no tabuleiro {board} da rodada {round} jogam {white} – {black}, não os jogadores da partida."
        ),
        RoundRefusedTwice { .. } => {
            w!("{file}: recusado: uma segunda partida para o tabuleiro {board}.")
        }
        WriteRound => w!("Escrever a rodada no arquivo do torneio"),
        WriteRoundHelp { .. } => w!(
            "Baixa {file} com os resultados e os pontos da rodada {round}; todas as outras linhas ficam como estavam."
        ),
        WriteRoundNeedsTrf => w!(
            "Para escrever a rodada no arquivo do torneio, escolha antes o TRF em Nova partida, “De um arquivo de torneio”."
        ),
        DefaultTimeLabel { .. } => w!("Tempo de tolerância, minutos após o início ({art})"),
        DefaultTimeEmptyZero => w!("Vazio: zero, como quando o evento não o especifica."),
        DefaultTimeEmptyHour => w!("Vazio: uma hora após o início previsto."),
        ErrDefaultTimeInvalid { .. } => {
            w!("O tempo de tolerância “{text}” não é um número inteiro de minutos")
        }
        GuidelinesAnnounced { .. } => w!("Diretrizes III anunciadas ({art})"),
        GuidelinesUnavailable { .. } => w!("Indisponível: {why} ({art})"),
        GlNotInEdition => w!("só nas Leis de 2023"),
        GlUntimed => w!("só com relógio"),
        GlBlitz => w!("não em partidas relâmpago"),
        GlIncrement => w!("só sem incremento nem atraso"),
        GlNotAnnounced => w!("o evento não as anunciou"),
        GlIncrementIntroduced => w!("o incremento foi introduzido"),
        UnsupervisedClaimLegend { .. } => w!("Sem árbitro presente: reivindicar empate ({art})"),
        UnsupervisedCannotWin { .. } => {
            w!("{side}: o adversário não pode ganhar por meios normais")
        }
        UnsupervisedNoEffort { .. } => w!("{side}: o adversário não se esforça para ganhar"),
        SaidIllegalMove { .. } => {
            w!("Lance ilegal das {side} (número {count}): a posição anterior é restabelecida")
        }
        SaidPawnNotReplaced { .. } => {
            w!("Lance ilegal das {side} (número {count}): o peão é substituído por uma dama")
        }
        SaidIllegalAction { .. } => w!("Lance ilegal das {side} (número {count}, {art})"),
        SaidReinstated { .. } => w!(
            "É restabelecida a posição após {n} meio-lance",
            "É restabelecida a posição após {n} meios-lances"
        ),
        SaidQuickplayClaimed { .. } => {
            w!("As {side} reivindicam o empate no final em partida rápida; os relógios param")
        }
        SaidQuickplayPostponed => w!("O árbitro adia a decisão"),
        SaidQuickplayRejected => w!("A reivindicação é rejeitada"),
        SaidAdjourned { .. } => w!("A partida é adiada: as {side} selaram o lance {number}"),
        SaidEnvelopeOpened { .. } => w!("O envelope é aberto; o lance secreto é {mv}"),
        ProposeTakeBackAs { .. } => w!("Propor voltar lance ({side})"),
        AcceptTakeBack => w!("Aceitar voltar lance"),
        DeclineTakeBack => w!("Recusar voltar lance"),
        TakeBackRequestedOne { .. } => w!("{side} pede para voltar o seu último lance"),
        TakeBackRequestedTwo { .. } => {
            w!("{side} pede para voltar o seu último lance e a resposta")
        }
        TakeBackAccepted => w!("Voltar lance aceite"),
        TakeBackDeclined => w!("Voltar lance recusado"),
        TakeBackLapsed => w!("O pedido para voltar lance caducou"),
        TakeBackDoneTwo => w!("Dois meios-lances desfeitos"),
        ErrNoTakeBackRequest => w!("Não há pedido para voltar lance"),
        ErrOwnTakeBackRequest => {
            w!("Um jogador não pode responder ao seu próprio pedido para voltar lance")
        }
        ErrTakeBackRequested => w!("O seu pedido para voltar lance ainda está de pé"),
        ErrOpponentTakeBack => w!("O adversário pediu para voltar lance: aceite ou recuse"),
        DeleteGame => w!("Apagar"),
        DeleteGameNamed { .. } => w!("Apagar partida {number}: {game}"),
        ConfirmDelete => w!("Confirmar apagar"),
        ConfirmDeleteNamed { .. } => w!("Confirmar apagar partida {number}: {game}"),
        DeleteQuestion => w!("Apagar esta partida do arquivo?"),
        GameDeleted { .. } => w!("Partida apagada do arquivo: {game}"),
        ArchiveEntryGone => w!("Essa partida já não está no arquivo"),
        ArchiveReadFailed => w!("Não foi possível ler o arquivo"),
        ArchiveSearch => w!("Procurar partidas"),
        ArchivePlayer => w!("Jogador"),
        ArchiveEvent => w!("Evento"),
        ArchiveDate => w!("Data (por exemplo 2026.11)"),
        ArchiveResult => w!("Resultado"),
        ResultAny => w!("Qualquer resultado"),
        ResultWhiteWon => w!("As brancas venceram (1-0)"),
        ResultBlackWon => w!("As pretas venceram (0-1)"),
        ResultDrawn => w!("Empate (½-½)"),
        ResultUnfinished => w!("Não terminada (*)"),
        ArchiveFound { .. } => w!(
            "{n} partida encontrada (de {total})",
            "{n} partidas encontradas (de {total})"
        ),
        ArchiveShowMore { .. } => w!("Mostrar mais {n} partida", "Mostrar mais {n} partidas"),
        ArchiveExportAll { .. } => w!(
            "Baixar o arquivo ({n} partida)",
            "Baixar o arquivo ({n} partidas)"
        ),
        ArchiveExportFound { .. } => w!(
            "Baixar {n} partida encontrada",
            "Baixar as {n} partidas encontradas"
        ),
        ArchiveExporting => w!("Exportando partidas"),
        ArchiveExported { .. } => w!("{n} partida exportada", "{n} partidas exportadas"),
        ArchiveExportMissing { .. } => w!(
            "{n} partida não pôde ser lida e não está no ficheiro",
            "{n} partidas não puderam ser lidas e não estão no ficheiro"
        ),
        ClkNotStarted => w!("o relógio ainda não foi acionado (Art. 6.5)"),
        ClkAlreadyStarted => w!("o relógio já foi acionado"),
        ClkPaused => w!("os relógios estão parados (Art. 6.12)"),
        ClkNotPaused => w!("os relógios não estão parados"),
        ClkNotRunning => w!("nenhum relógio está correndo"),
        ClkWrongSide { .. } => {
            w!("{pressed} apertaram o relógio, mas o relógio que corre é o de {running} (Art. 6.7)")
        }
        ClkFlagFallen { .. } => w!("a seta de {side} caiu (Art. 6.9)"),
        ClkTimeBackwards => w!("o tempo do aparelho andou para trás"),
        CtlNoPeriods => w!("um ritmo de jogo precisa de pelo menos um período"),
        CtlZeroMoves { .. } => w!("o período {period} exige 0 lances"),
        CtlZeroTime { .. } => {
            w!("o período {period} não dá tempo algum (0 min e nenhum tempo por lance)")
        }
        CtlZeroInitialTime => w!("o relógio começaria sem tempo"),
        CtlSuddenDeathNotLast { .. } => {
            w!("o período {period} vale até o fim da partida, mas outros períodos vêm depois dele")
        }
        CtlNotTimed => w!("sem um ritmo de jogo conhecido, nenhum relógio pode correr"),
        TcEmpty => w!("nenhum ritmo de jogo indicado"),
        TcSyntax { .. } => {
            w!("“{text}” não tem a forma [lances/]segundos[+incremento], *segundos, ? ou -")
        }
        TcOverflow { .. } => w!("número grande demais em “{text}”"),
        PresetFideClassical => w!("FIDE clássico"),
        PresetClassical1997 => w!("Clássico (época de 1997)"),
        PresetRapid { .. } => w!("Rápido {control}"),
        PresetBlitz { .. } => w!("Blitz {control}"),
        TcUnknown => w!("ritmo de jogo desconhecido"),
        TcUntimed => w!("sem ritmo de jogo"),
        TcHourglass { .. } => w!("ampulheta, {time} para cada jogador"),
        TcForMoves { .. } => w!("{time} / {n} lance", "{time} / {n} lances"),
        TcRepeating => w!("o último período se repete"),
        TcIncrement { .. } => w!("+{time} por lance"),
        TcIncrementFromOne { .. } => w!("+{time} por lance desde o 1º lance"),
        TcDelay { .. } => w!("{time} de atraso por lance"),
        TcBronstein { .. } => w!("{time} de atraso Bronstein por lance"),
        FenDetail { .. } => w!("campo {field}, caractere {at}: {why}"),
        FenFieldCount { .. } => w!("esperados 4 a 6 campos, encontrados {n}"),
        FenBadPiece { .. } => w!("letra de peça inválida {char}"),
        FenRankTooLong { .. } => w!("a fileira {rank} tem mais de 8 casas"),
        FenRankTooShort { .. } => w!(
            "a fileira {rank} tem {n} casa em vez de 8",
            "a fileira {rank} tem {n} casas em vez de 8"
        ),
        FenRankCount { .. } => w!("esperadas 8 fileiras, encontradas {n}"),
        FenMissingKing { .. } => w!("{side} não têm rei (Art. 2.2)"),
        FenTooManyKings { .. } => w!("{side} têm mais de um rei"),
        FenPawnOnBackRank { .. } => {
            w!("peão em {square}, na primeira ou na oitava fileira (Art. 3.7)")
        }
        FenOppositeCheck => w!("o lado que não tem a vez está em xeque"),
        FenBadTurn => w!("esperado w ou b"),
        FenBadCastlingChar { .. } => w!("caractere de roque inválido {char}"),
        FenCastlingContradicts { .. } => w!(
            "direito de roque {right}, mas o rei ou a torre não está na casa original (Art. 3.8)"
        ),
        FenBadEnPassant => w!("esperado - ou uma casa"),
        FenImpossibleEnPassant { .. } => w!(
            "a casa en passant {square} não pode resultar do avanço de duas casas de um peão (Art. 3.7)"
        ),
        FenBadHalfmove => w!("esperado um número maior ou igual a 0"),
        FenBadFullmove => w!("esperado um número maior ou igual a 1"),
        TagMissingName => w!("falta o nome da etiqueta"),
        TagExpectedQuote => w!("esperado \" após o nome"),
        TagUnclosedValue => w!("valor não fechado com \""),
        TagExpectedBracket => w!("esperado ] após o valor"),
        QpBlitz => w!("não se aplica ao blitz"),
        QpNotInFinish => w!("não está no final acelerado"),
        QpFlagFallen => w!("a seta já caiu"),
        QpTwoMinutes => w!("dois minutos ou mais no relógio"),
        PenWarning => w!("advertência (Art. 13.4 a)"),
        PenAddOpponent { .. } => w!("{time} acrescentados ao adversário (Art. 13.4 b)"),
        PenReduce { .. } => w!("{time} descontados (Art. 13.4 c)"),
        PenLoseGame => w!("partida declarada perdida (Art. 13.4 d)"),
        JsonSyntax { .. } => w!("JSON inválido na linha {line}, coluna {column}"),
        JsonEof { .. } => w!("os dados terminam cedo demais, na linha {line}, coluna {column}"),
        JsonSyntaxUnplaced => w!("JSON inválido"),
        JsonData => w!("os dados não têm a forma esperada"),
        JsonNewer => {
            w!("salvo por uma versão mais recente do Rochade; recarregue a página para atualizar")
        }
        TcePeriods => w!("Períodos"),
        TceHelp => w!(
            "Cada jogador joga os períodos pela ordem e conserva o tempo que economizar (Art. 6.2)."
        ),
        TcePeriod { .. } => w!("Período {period}"),
        TceMoves => w!("Lances"),
        TceMovesHelp => {
            w!("Lances a jogar neste período; só o último período pode durar até o fim da partida.")
        }
        TceMovesLastHelp => {
            w!("Vazio ou 0: o resto da partida. Com um número, este último período se repete.")
        }
        TceMinutes => w!("Tempo de reflexão (minutos)"),
        TceSeconds => w!("Tempo de reflexão (segundos)"),
        TcePerMoveKind => w!("Por lance"),
        TceKindNone => w!("Nada"),
        TceKindIncrement => w!("Incremento (Fischer)"),
        TceKindDelay => w!("Atraso (EUA)"),
        TceKindBronstein => w!("Atraso Bronstein"),
        TceIncrementSeconds => w!("Incremento por lance (segundos)"),
        TceDelaySeconds => w!("Atraso por lance (segundos)"),
        TceBronsteinSeconds => w!("Atraso Bronstein por lance (segundos)"),
        TceAddPeriod => w!("Adicionar período"),
        TceRemovePeriod { .. } => w!("Remover período {period}"),
        TceFromMoveOne => {
            w!("Somar o incremento também antes do 1º lance (como fazem os relógios eletrônicos)")
        }
        TceTwoViews => w!(
            "Os períodos acima e este texto são o mesmo ritmo de jogo: alterar um altera o outro."
        ),
        TceInWords { .. } => w!("Por extenso: {text}"),
        TceInPgn { .. } => w!("Em PGN: {text}"),
        TceNoPeriods => w!(
            "Os períodos acima não podem mostrar este ritmo de jogo (ampulheta ou sem relógio): vale o texto."
        ),
        TceNotANumber { .. } => {
            w!("período {period}, campo “{field}”: “{value}” não é um número maior ou igual a 0")
        }
        TceTooLarge { .. } => w!("período {period}, campo “{field}”: “{value}” é grande demais"),
        ClaimPossible => w!("Uma reclamação de empate seria correta agora"),
        ProfilesTitle => w!("Perfis e painéis"),
        BlindProfile => {
            w!(
                "Jogador cego (planilha em Braille, confirmação dos lances digitados, voz, lances falados no esquema da FIDE; desligado: no idioma da interface)"
            )
        }
        BraillePanelSwitch => w!("Mostrar a planilha em Braille"),
        ArbiterPanelSwitch => w!("Árbitro (mostrar o painel do árbitro)"),
        FaceToFace => {
            w!("Frente a frente: relógio e nome do jogador oposto virados (tablet deitado na mesa)")
        }
        BoardColours => w!("Cores do tabuleiro"),
        ThemeWood => w!("Madeira"),
        ThemeGreen => w!("Verde"),
        SoundVolume => w!("Volume dos sons"),
        SoundVolumeHelp => w!(
            "Sons para lance, captura, xeque, pouco tempo e queda de bandeira; 0 é silêncio. O padrão é 60 %. O perfil de jogador cego usa 25 %: a voz e o leitor de tela falam no mesmo momento, e um som alto cobriria as primeiras palavras do lance. Celulares que vibram também vibram com pouco tempo."
        ),
        WakeLockOn => w!("A tela fica ligada enquanto um relógio corre."),
        WakeLockMissing => w!(
            "Este navegador não consegue manter a tela ligada: numa partida com relógio, ajuste você mesmo o tempo de desligamento da tela do aparelho."
        ),
        InstallApp => w!("Instalar app"),
        CmTitle => w!("Relógio de xadrez"),
        CmKeysHelp => w!(
            "A barra de espaço termina o lance do lado cujo relógio corre, P pausa, T diz os tempos e os lances."
        ),
        CmStartHint => w!(
            "Prima Espaço ou toque numa metade para pôr a correr o relógio das brancas (Art. 6.5)."
        ),
        CmMoves { .. } => w!("{n} lance", "{n} lances"),
        CmTellTimes => w!("Dizer os tempos (T)"),
        CmFlagFirst { .. } => w!("A bandeira de {side} caiu primeiro (Art. 6.9)"),
        CmTimesMoves { .. } => w!("Lances completados: brancas {white}, pretas {black}"),
        CmControl => w!("Ritmo de jogo"),
        CmCustom => w!("Ritmo personalizado"),
        CmSetClock => w!("Acertar o relógio"),
        CmNewClock => w!("Novo ritmo de jogo"),
        CmCorrection => w!("Árbitro: corrigir o relógio (Art. 6.10.2, 7.1)"),
        CmCorrSide => w!("Relógio de"),
        CmCorrTime => w!("Tempo (m:ss ou h:mm:ss)"),
        CmCorrMoves => w!("Lances completados"),
        CmCorrApply => w!("Acertar tempo e lances"),
        CmPlayOn => w!("Continuar após a queda da bandeira (conta quando reclamada)"),
        CmCorrBadTime => w!("Não é um tempo: escreva m:ss ou h:mm:ss."),
        VenueLabel => w!("Onde se joga"),
        VenueScreen => w!("Nesta tela"),
        VenueOtb => w!("No tabuleiro: um tabuleiro de madeira ao lado deste aparelho"),
        OtbTitle => w!("No tabuleiro"),
        OtbHelp => w!(
            "Faça o lance no tabuleiro, digite-o aqui e tecle Enter: isso o anota e aciona o relógio do adversário. No fim, digite o resultado como o anota (1-0, 0-1, ½-½); depois os dois o aprovam."
        ),
        OtbPressHint => w!(
            "Onde não é obrigatório anotar (Art. 8.4: menos de cinco minutos sem 30 s de acréscimo por lance; rápidas e relâmpago, Apêndice A.2), toque no seu relógio ou digite - para acionar sem o lance."
        ),
        OtbShowBoard => w!("Mostrar o tabuleiro"),
        OtbBoardLabel => w!("A posição anotada"),
        OtbMissing { .. } => w!(
            "{n} meio-lance não anotado",
            "{n} meios-lances não anotados"
        ),
        OtbBlindSpot => w!(
            "Até os lances em falta serem digitados, o mais antigo primeiro (Art. 8.5), o app não vê mate, afogamento, repetição, posição morta nem reclamação pelos Art. 9.2 e 9.3."
        ),
        OtbAssistant => w!(
            "Assistente do jogador cego (Apêndice D.2.10): cada lance é anunciado, o relógio do adversário só é acionado após o anúncio (D.2.4), tempos só a pedido"
        ),
        OtbAnnounced => w!("Anunciado: acionar o relógio do adversário"),
        PadTitle => w!("Teclado de notação"),
        PadMove => w!("Lance introduzido até agora"),
        PadKing => w!("Rei"),
        PadFile { .. } => w!("coluna {file}"),
        PadRank { .. } => w!("fila {rank}"),
        PadCapture => w!("captura"),
        PadPromote { .. } => w!("promove a {piece}"),
        PadCastleShort => w!("roque pequeno"),
        PadCastleLong => w!("roque grande"),
        PadUndo => w!("Apagar tecla"),
        PadEnter => w!("Introduzir"),
        PadHelpCasual => w!(
            "As teclas que já não completam um lance legal ficam esbatidas; quando resta um lance, é mostrado inteiro."
        ),
        PadHelpStrict => w!(
            "Partida estrita: o teclado não restringe nada; um lance ilegal introduzido é um lance ilegal (Art. 7.5.1)."
        ),
        OtbBoardTap => w!(
            "Toque na casa da peça, depois na casa de destino: introduzido como se fosse escrito."
        ),
        OtbApprove { .. } => w!("{side} aprova o resultado"),
        OtbApproveTitle => w!("Os dois jogadores aprovam o resultado (Art. 8.7)"),
        OtbApproved => w!("Os dois jogadores aprovaram o resultado (Art. 8.7)."),
        OtbIllegalEntered { .. } => w!(
            "Lance ilegal introduzido: {mv} ({why}). É um lance ilegal completado ({art}): fica a posição anterior"
        ),
        SaidPressedWithoutMove { .. } => w!(
            "{side} acionou o relógio sem anotar o lance; falta {n} meio-lance",
            "{side} acionou o relógio sem anotar o lance; faltam {n} meios-lances"
        ),
        ErrMustRecord => w!(
            "Digite o lance: ele tem de ser anotado (Art. 8.1.1). O Art. 8.4 só dispensa com menos de cinco minutos sem 30 s de acréscimo por lance."
        ),
        ErrMovesMissing { .. } => w!(
            "{n} meio-lance não está anotado: complete-o primeiro (Art. 8.5)",
            "{n} meios-lances não estão anotados: complete-os primeiro, o mais antigo primeiro (Art. 8.5)"
        ),
        ErrNothingMissing => w!("Não falta nenhum lance na planilha"),
        OtbSignOff => w!(
            "Árbitro: os lances em falta não podem ser completados; validar a planilha incompleta (Art. 8.5.3, 8.6)"
        ),
        SaidResultApproved { .. } => w!("{side} aprova o resultado (Art. 8.7)"),
        SaidSignedOff { .. } => w!(
            "{n} meio-lance não anotado, validado pelo árbitro (Art. 8.6)",
            "{n} meios-lances não anotados, validados pelo árbitro (Art. 8.6)"
        ),
        ErrNotOver => w!(
            "A partida ainda não tem resultado: o resultado só é aprovado (Art. 8.7), e uma planilha incompleta só é validada (Art. 8.6), no fim"
        ),
        ErrAlreadyApproved => w!("Este jogador já aprovou o resultado (Art. 8.7)"),
        ErrPinWait { .. } => w!(
            "PINs errados: o próximo PIN pode ser tentado em {n} segundo",
            "PINs errados: o próximo PIN pode ser tentado em {n} segundos"
        ),
        ErrLockWeakened => w!(
            "O bloqueio do árbitro desta partida salva foi alterado no armazenamento: a partida é só de leitura. Chame o árbitro."
        ),
        ErrNotLocked => w!("Esta partida não tem bloqueio do árbitro"),
        LogIntact { .. } => w!(
            "O registo está intacto: a sua {n} entrada está como selada",
            "O registo está intacto: as suas {n} entradas estão como seladas"
        ),
        LogEdited { .. } => w!(
            "O registo foi alterado: a primeira {n} entrada não está como selada",
            "O registo foi alterado: as suas primeiras {n} entradas não estão como seladas"
        ),
        LogCut { .. } => w!(
            "O registo foi cortado: restam {present} de {n} entrada selada",
            "O registo foi cortado: restam {present} de {n} entradas seladas"
        ),
        LogSealMissing => w!("Um selo do registo foi removido: o registo foi adulterado"),
        ReplaceNeedsPin => w!(
            "Esta partida está sob o bloqueio do árbitro: outra partida só a substitui com o PIN do árbitro, até ela terminar e o resultado ser aprovado."
        ),
        VerifyLog => w!("Verificar o registo"),
        SheetResultCorrected { .. } => {
            w!("Árbitro: o resultado {from} corrigido para {to} (Art. 8.7)")
        }
        SheetReportedDrawRestricted => w!(
            "Empate indicado pelos jogadores num evento que restringe acordos (Art. 9.1.1): para o árbitro"
        ),
        GameGoesOn => w!("a partida continua"),
        CorrectResult => w!("Corrigir o resultado"),
        CorrectResultLegend => w!("Corrigir o resultado (Art. 8.7)"),
        SaidResultCorrected { .. } => w!("O árbitro corrige o resultado: {result}"),
        ErrSignedOff => {
            w!("O árbitro validou a planilha incompleta (Art. 8.6): nada mais é completado")
        }
        ErrClaimReferred => {
            w!("A reivindicação terminou a partida; o árbitro designado decide o resultado")
        }
        ErrNoReferredClaim => w!("Nenhuma reivindicação aguarda o árbitro designado"),
        ErrResumptionAlreadyDue => w!("A hora do reinício já chegou"),
        MoveWords => w!("Palavras dos lances"),
        AnnouncementLength => w!("Extensão dos anúncios"),
        WhiteKing => w!("rei branco"),
        WhiteQueen => w!("dama branca"),
        WhiteRook => w!("torre branca"),
        WhiteBishop => w!("bispo branco"),
        WhiteKnight => w!("cavalo branco"),
        WhitePawn => w!("peão branco"),
        BlackKing => w!("rei preto"),
        BlackQueen => w!("dama preta"),
        BlackRook => w!("torre preta"),
        BlackBishop => w!("bispo preto"),
        BlackKnight => w!("cavalo preto"),
        BlackPawn => w!("peão preto"),
        EmptySquare => w!("vazia"),
        EmptySquares => w!("vazias"),
        SquareRange { .. } => w!("{from} até {to}"),
        RankTitle { .. } => w!("Fileira {rank}"),
        FileTitle { .. } => w!("Coluna {file}"),
        CountKings { .. } => w!("{n} rei", "{n} reis"),
        CountQueens { .. } => w!("{n} dama", "{n} damas"),
        CountRooks { .. } => w!("{n} torre", "{n} torres"),
        CountBishops { .. } => w!("{n} bispo", "{n} bispos"),
        CountKnights { .. } => w!("{n} cavalo", "{n} cavalos"),
        CountPawns { .. } => w!("{n} peão", "{n} peões"),
        Hours { .. } => w!("{n} hora", "{n} horas"),
        Minutes { .. } => w!("{n} minuto", "{n} minutos"),
        SecondsCount { .. } => w!("{n} segundo", "{n} segundos"),
        ClockOf { .. } => w!("{side} {time}"),
        MovesCompletedN { .. } => w!("Lances completados: {n}"),
        LastMoveBy { .. } => w!("Último lance: {side}, {mv}"),
        NoMoveYet => w!("Nenhum lance ainda"),
        NumberedMove { .. } => w!("{number}. {side}: {mv}"),
        NoDrawOffer => w!("Nenhuma proposta de empate"),
        SaidWins { .. } => w!("{side} vencem por {why}"),
        SaidDrawBy { .. } => w!("Empate por {why}"),
        ArbiterPinLabel => w!("PIN do árbitro (opcional, 4 dígitos ou mais)"),
        ArbiterPinHelp => w!(
            "Só em partidas estritas. As ações do árbitro e as definições pedem então o PIN, o computador e a ajuda com lances ficam desligados, e sair da aplicação fica registado."
        ),
        ArbiterAllowsBoard => w!("O árbitro permite o tabuleiro sobre o tabuleiro"),
        PinNeedsStrict => w!(
            "Um PIN do árbitro é para partidas estritas: escolha jogo estrito, ou deixe o PIN vazio."
        ),
        PinNoComputer => {
            w!("Uma partida com PIN do árbitro é entre duas pessoas: o computador fica desligado.")
        }
        PinTooShort => w!("O PIN do árbitro precisa de pelo menos 4 dígitos."),
        PinTooLong => w!("O PIN do árbitro tem no máximo 12 dígitos."),
        PinNotDigits => w!("O PIN do árbitro só tem dígitos (0–9)."),
        PinPromptLabel => w!("PIN do árbitro"),
        PinPromptHelp => {
            w!("Esta partida está bloqueada pelo árbitro: introduza o PIN para continuar.")
        }
        UnlockButton => w!("Desbloquear"),
        PinRefused => w!("PIN errado: recusado. A recusa fica registada."),
        PinAccepted => w!("PIN do árbitro aceite."),
        PinNeeded => w!("Isto é do árbitro: precisa do PIN do árbitro (painel do árbitro)."),
        HelpOffLocked { .. } => w!("A ajuda com lances está desligada nesta partida ({art})."),
        LogTitle => w!("Registo"),
        LogEmpty => w!("Ainda nada registado."),
        LogLeftApp { .. } => w!("{at}, {mv}: saiu da aplicação"),
        LogLeftAppClocks { .. } => {
            w!("{at}, {mv}: saiu da aplicação; Brancas {white}, Pretas {black}")
        }
        LogPinRefused { .. } => w!("{at}, {mv}: PIN errado recusado"),
        LogUnlocked { .. } => w!("{at}, {mv}: PIN do árbitro aceite"),
        LogActed { .. } => w!("{mv}: árbitro: {what}"),
        LogReturned { .. } => w!("{at}, {mv}: de volta à aplicação após {away}"),
        LogReturnedHeld { .. } => {
            w!("{at}, {mv}: de volta à aplicação após {away}; o jogo esperou pelo PIN do árbitro")
        }
        PlayHeld { .. } => w!(
            "A aplicação foi deixada durante {away}, mais do que o árbitro permite: o jogo espera pelo PIN do árbitro. Chame o árbitro."
        ),
        SaidPlayHeld => w!(
            "A aplicação foi deixada mais tempo do que o árbitro permite: o jogo espera pelo PIN do árbitro."
        ),
        ErrHeldAfterLeave => w!(
            "A aplicação foi deixada mais tempo do que o árbitro permite: o jogo continua quando o árbitro der o PIN"
        ),
        AwayLimitLabel => w!("Sair da aplicação"),
        AwayLimitOff => w!("Fica registado"),
        AwayLimitAfter { .. } => w!(
            "Fica registado; após {n} segundo fora, o jogo espera pelo PIN",
            "Fica registado; após {n} segundos fora, o jogo espera pelo PIN"
        ),
        LogBeforeFirstMove => w!("antes do primeiro lance"),
        LogAfterMove { .. } => w!("depois do lance {number}"),
        ActTime => w!("relógio alterado"),
        ActIllegal => w!("lance ilegal decidido"),
        ActPenalty => w!("penalização"),
        ActRuling => w!("decisão"),
        ActAdjournment => w!("adiamento"),
        ActSignOff => w!("registo assinado"),
        DeviceNameLabel => w!("Nome do dispositivo"),
        DeviceNameHelp => {
            w!("Que dispositivo regista esta partida, p. ex. “Tablet do tabuleiro 7”; fica no PGN.")
        }
        EventBoardLabel => w!("Este tabuleiro"),
        EventRound { .. } => w!("Rodada {round}"),
        EventBoard { .. } => w!("Tabuleiro {board}"),
        EventPlayers { .. } => w!("{white} – {black}"),
        EventDevice { .. } => w!("Dispositivo: {name}"),
        // The questions about the position, and text that is none.
        HelpQuestions => w!(
            "Atacantes e defensores de uma casa: atacantes e5, defensores e5 (Shift+A: ambos; peças cravadas são ditas). Em perigo: em perigo, em perigo brancas (Shift+H). Varrer a partir de uma casa: varrer e4 (x: diagonais, Shift+X: retas). Quem pode ir para e5 (Shift+W). Capturas (Shift+C). Última captura (z)."
        ),
        NotMoveOrCommand { .. } => w!("Nem lance nem comando: “{text}”; digite ajuda para a lista"),
        QAttackedBy { .. } => w!("Atacada pelas {side}"),
        QDefendedBy { .. } => w!("Defendida pelas {side}"),
        QNone => w!("nenhuma"),
        QPinned => w!("cravada"),
        QInDanger => w!("Peças em perigo"),
        QUndefended => w!("sem defesa"),
        QCheaper { .. } => w!("atacada por peça de menor valor, {piece}"),
        QUp => w!("Para cima"),
        QUpRight => w!("Para cima à direita"),
        QRight => w!("Para a direita"),
        QDownRight => w!("Para baixo à direita"),
        QDown => w!("Para baixo"),
        QDownLeft => w!("Para baixo à esquerda"),
        QLeft => w!("Para a esquerda"),
        QUpLeft => w!("Para cima à esquerda"),
        QLastCapture { .. } => w!("Última captura: {mv}"),
        QNoCapture => w!("Nenhuma captura ainda"),
        QNoCaptures => w!("nenhuma captura"),
        QCanGo { .. } => w!("As {side} podem ir para lá"),
        QWhichSquare => {
            w!("Qual casa? Ponha o foco numa casa do tabuleiro, ou diga-a: atacantes e5")
        }
        CodesShow => w!("Mostrar como códigos QR"),
        CodesTitle => w!("Esta partida em códigos QR"),
        CodesHelp => w!(
            "Leia-os um após o outro com a câmera do árbitro: PGN e arquivo, Ler códigos com a câmera. Baixar PGN, acima, entrega a partida como arquivo."
        ),
        CodesFailed => {
            w!("Não foi possível desenhar os códigos; Baixar PGN entrega a partida como arquivo.")
        }
        CodesDrawing => w!("Desenhando os códigos…"),
        CodeOfBoard { .. } => w!("Código {n} de {of} da partida do tabuleiro {board}"),
        CodeOfGame { .. } => w!("Código {n} de {of} desta partida"),
        CodePrevious => w!("Código anterior"),
        CodeNext => w!("Próximo código"),
        ShareGame => w!("Compartilhar"),
        ScanCodes => w!("Ler códigos com a câmera"),
        ScanStop => w!("Desligar a câmera"),
        ScanStartOver => w!("Recomeçar esta partida"),
        ScanPoint => w!("Aponte a câmera para os códigos do tablet, um após o outro."),
        CodesRead { .. } => w!("{read} de {of} códigos lidos"),
        CodesMissing { .. } => w!("ainda faltam: {parts}"),
        CodeOtherGame { .. } => {
            w!("Um código de outra partida ({other}): primeiro esta partida, ou recomece-a")
        }
        CodeRefused => w!("Um código cuja soma de verificação não confere foi recusado"),
        CodeNotOurs => w!("Isso não é um código de partida"),
        CodeGameRead { .. } => w!("Partida {game} lida por inteiro e incluída na tabela da rodada"),
        CodeAlreadyRead { .. } => w!("A partida {game} já foi lida"),
        CameraRefused => w!("permissão recusada"),
        CameraMissing => w!("nenhuma câmera encontrada"),
        CameraBusy => w!("a câmera está em uso por outro aplicativo"),
        CameraInsecure => w!("a página não está em HTTPS nem em localhost"),
        AnalyseGame => w!("Analisar a partida"),
        AnalysisTitle => w!("Análise"),
        AnalysisTime => w!("Tempo por posição"),
        SecondsShort { .. } => w!("{s} s"),
        AnalysisProgress { .. } => w!("Lance {k} de {n}"),
        AnalysisStop => w!("Parar a análise"),
        AnalysisStarted => w!("Análise iniciada"),
        AnalysisStoppedAt { .. } => {
            w!("Análise parada no lance {k} de {n}: o que achou fica guardado")
        }
        AnalysisDone => w!("Análise concluída"),
        AnalysisAfterGame { .. } => {
            w!("Sem análise durante a partida: o computador analisa uma partida terminada ({art})")
        }
        NotAnalysed => {
            w!("A partida ainda não foi analisada: use Analisar a partida, ou digite analisar")
        }
        EvalGraph => w!("Avaliação"),
        EvalGraphAxis => w!("Peões para as brancas (acima) ou as pretas (abaixo), por lance"),
        EvalMate { .. } => w!(
            "mate em {n} lance para {side}",
            "mate em {n} lances para {side}"
        ),
        MoveOfSide { .. } => w!("Lance {n}, {side}"),
        EvalAfterMove { .. } => w!("{mv}: {eval}"),
        EvalAtStart { .. } => w!("Início: {eval}"),
        EvalAtMoves { .. } => w!("Avaliação {list}"),
        EvalAtMove { .. } => w!("após o lance {n}: {eval}"),
        LargestSwings { .. } => w!("Maiores viradas: {list}"),
        SwingOf { .. } => w!("{mv}, de {from} para {to}"),
        Inaccuracy => w!("imprecisão"),
        Mistake => w!("erro"),
        Blunder => w!("erro grave"),
        WasInaccuracy { .. } => w!("{mv} foi uma imprecisão; melhor {best}"),
        WasMistake { .. } => w!("{mv} foi um erro; melhor {best}"),
        WasBlunder { .. } => w!("{mv} foi um erro grave; melhor {best}"),
        NoMarkedMoves => w!("Nenhum lance marcado como imprecisão, erro ou erro grave"),
        BestHere { .. } => w!("Melhor lance aqui: {mv}"),
        BestUnknown => w!("Nenhum melhor lance conhecido aqui"),
        Better { .. } => w!("melhor {mv}"),
        PrintWithAnalysis => w!("Imprimir com a análise"),
        DownloadWithAnalysis => w!("Baixar PGN com a análise"),
        EvalsGiven => w!(
            "Estas avaliações vieram com a partida: os melhores lances não são conhecidos. Analise a partida para achá-los."
        ),
        AnalysisNotRecord => w!(
            "A análise não faz parte do registro da partida: o PGN e a planilha impressa a deixam de fora, a menos que você a baixe com a análise."
        ),
        CameraUnavailable { .. } => w!(
            "Não foi possível usar a câmera ({why}). Ela precisa da página em HTTPS ou localhost e da sua permissão."
        ),
    }
}
