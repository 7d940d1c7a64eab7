/**
 * react-admin's texts that its Italian catalog (ra-language-italian, written for react-admin 3)
 * lacks in the version in use, in Italian: without them the Italian back office shows these in
 * English ('Select this row' on every row's checkbox, 'Open' on every autocomplete, the
 * pagination's page names, saved queries, the configurable screens).
 */
export const raItalianSupplement = {
  ra: {
    action: {
      clear_array_input: 'Svuota la lista',
      create_item: 'Crea %{item}',
      remove_all_filters: 'Rimuovi tutti i filtri',
      reset: 'Reimposta',
      search_columns: 'Cerca colonne',
      select_all: 'Seleziona tutto',
      select_all_button: 'Seleziona tutto',
      select_row: 'Seleziona questa riga',
      update: 'Aggiorna',
      move_up: 'Sposta su',
      move_down: 'Sposta giù',
      open: 'Apri',
      toggle_theme: 'Tema chiaro/scuro',
      select_columns: 'Colonne',
      update_application: "Ricarica l'applicazione",
    },
    page: {
      access_denied: 'Accesso negato',
      authentication_error: 'Errore di autenticazione',
    },
    input: {
      password: {
        toggle_visible: 'Nascondi la password',
        toggle_hidden: 'Mostra la password',
      },
    },
    message: {
      access_denied: 'Non hai i permessi per accedere a questa pagina.',
      authentication_error:
        'Il server di autenticazione ha restituito un errore e le tue credenziali non hanno potuto essere verificate.',
      auth_error: 'Si è verificato un errore durante la verifica del token di autenticazione.',
      bulk_update_content:
        'Vuoi davvero aggiornare %{name} %{recordRepresentation}? |||| Vuoi davvero aggiornare questi %{smart_count} elementi?',
      bulk_update_title:
        'Aggiorna %{name} %{recordRepresentation} |||| Aggiorna %{smart_count} %{name}',
      clear_array_input: "Vuoi davvero svuotare l'intera lista?",
      select_all_limit_reached:
        'Ci sono troppi elementi per selezionarli tutti. Sono stati selezionati solo i primi %{max}.',
      placeholder_data_warning: 'Problema di rete: impossibile aggiornare i dati.',
    },
    navigation: {
      clear_filters: 'Cancella i filtri',
      no_filtered_results: 'Nessun risultato per %{name} con i filtri attuali.',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} di oltre %{offsetEnd}',
      current_page: 'Pagina %{page}',
      page: 'Vai alla pagina %{page}',
      first: 'Vai alla prima pagina',
      last: "Vai all'ultima pagina",
      previous: 'Vai alla pagina precedente',
    },
    auth: { email: 'E-mail' },
    notification: {
      not_authorized: 'Non sei autorizzato ad accedere a questa risorsa.',
      application_update_available: 'È disponibile una nuova versione.',
      offline: 'Nessuna connessione. Impossibile caricare i dati.',
    },
    validation: { unique: 'Deve essere univoco' },
    saved_queries: {
      label: 'Ricerche salvate',
      query_name: 'Nome della ricerca',
      new_label: 'Salva la ricerca attuale...',
      new_dialog_title: 'Salva la ricerca attuale come',
      remove_label: 'Rimuovi la ricerca salvata',
      remove_label_with_name: 'Rimuovi la ricerca "%{name}"',
      remove_dialog_title: 'Rimuovere la ricerca salvata?',
      remove_message: 'Vuoi davvero rimuovere questa voce dalle tue ricerche salvate?',
      help: 'Filtra la lista e salva questa ricerca per dopo',
    },
    guesser: {
      empty: {
        title: 'Nessun dato da mostrare',
        message: 'Controlla il data provider',
      },
    },
    configurable: {
      customize: 'Personalizza',
      configureMode: 'Configura questa pagina',
      inspector: {
        title: 'Ispettore',
        content: "Passa sopra gli elementi dell'interfaccia per configurarli",
        reset: 'Reimposta le impostazioni',
        hideAll: 'Nascondi tutto',
        showAll: 'Mostra tutto',
      },
      Datagrid: {
        title: 'Tabella',
        unlabeled: 'Colonna senza nome #%{column}',
      },
      SimpleForm: {
        title: 'Modulo',
        unlabeled: 'Campo senza nome #%{input}',
      },
      SimpleList: {
        title: 'Lista',
        primaryText: 'Testo principale',
        secondaryText: 'Testo secondario',
        tertiaryText: 'Testo terziario',
      },
    },
  },
};
