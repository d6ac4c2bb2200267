## Předvolby hráče (/pente prefs), výchozí hodnoty serveru, potvrzení tahu na mřížce
## tlačítek a soukromá zpráva, když je hráč na tahu.

prefs-heading = Vaše předvolby:
prefs-theme = Motiv desky: **{ $theme ->
        [dark] tmavý
       *[light] světlý
    }** ({ $source })
prefs-confirm = Potvrzovat tahy na mřížce tlačítek: **{ $value ->
        [on] zap.
       *[off] vyp.
    }** ({ $source })
prefs-turn-dms = Soukromá zpráva, když jste na tahu (čas od 1 hodiny): **{ $value ->
        [on] zap.
       *[off] vyp.
    }** ({ $source })
prefs-source-yours = vaše volba
prefs-source-server = výchozí na tomto serveru
prefs-source-bot = výchozí u bota
prefs-dms-failed = Discord odmítl vaši poslední zprávu o tahu ({ $when }): zdá se, že máte soukromé zprávy od bota zavřené, takže se žádné neposílají, dokud je znovu nezapnete příkazem `/pente prefs turn_dms:true`.
prefs-shared-board = Deska, kterou vidí všichni, se kreslí v motivu hráče na tahu.
prefs-saved = Uloženo. { $prefs }
settings-player-defaults = Výchozí pro hráče: motiv **{ $theme ->
        [dark] tmavý
       *[light] světlý
    }**, potvrzování tahů **{ $confirm ->
        [on] zap.
       *[off] vyp.
    }**, zprávy o tahu **{ $dms ->
        [on] zap.
       *[off] vyp.
    }**.

grid-confirm-text = Partie #{ $id }: zahrát **{ $point }**? Stiskněte Potvrdit, jiný bod, nebo Zrušit.
button-confirm-move = Potvrdit { $point }
button-cancel-move = Zrušit

dm-your-turn = Jste na tahu v partii #{ $id } ({ $variant }, proti: { $opponents }): { $link }
dm-deadline = Váš čas vyprší { $when }.
