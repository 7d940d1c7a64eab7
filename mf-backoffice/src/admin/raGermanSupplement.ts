/**
 * react-admin's texts that its German catalog (ra-language-german) lacks in the version in use,
 * in German: without them the German back office shows these in English ('Select this row' on
 * every row's checkbox, 'Open' on every autocomplete, the pagination's page names).
 */
export const raGermanSupplement = {
  ra: {
    action: {
      clear_array_input: 'Liste leeren',
      create_item: '%{item} erstellen',
      remove_all_filters: 'Alle Filter entfernen',
      reset: 'Zurücksetzen',
      search_columns: 'Spalten durchsuchen',
      select_all: 'Alle auswählen',
      select_all_button: 'Alle auswählen',
      select_row: 'Diese Zeile auswählen',
      update: 'Aktualisieren',
      move_up: 'Nach oben',
      move_down: 'Nach unten',
      open: 'Öffnen',
      toggle_theme: 'Hell/dunkel umschalten',
      select_columns: 'Spalten',
      update_application: 'Anwendung neu laden',
    },
    page: {
      // The catalog's 'Noch kein %{name}.' is wrong German for the plural list names
      // ('Noch kein Paketbuchungen.').
      empty: '%{name}: noch keine Einträge.',
      access_denied: 'Kein Zugriff',
      authentication_error: 'Anmeldefehler',
    },
    message: {
      access_denied: 'Sie haben keine Berechtigung für diese Seite.',
      authentication_error:
        'Der Anmeldeserver hat einen Fehler gemeldet; Ihre Anmeldedaten konnten nicht geprüft werden.',
      auth_error: 'Beim Prüfen der Anmeldung ist ein Fehler aufgetreten.',
      bulk_update_content:
        'Möchten Sie %{name} %{recordRepresentation} wirklich aktualisieren? |||| Möchten Sie diese %{smart_count} Elemente wirklich aktualisieren?',
      bulk_update_title:
        '%{name} %{recordRepresentation} aktualisieren |||| %{smart_count} %{name} aktualisieren',
      clear_array_input: 'Möchten Sie die ganze Liste wirklich leeren?',
      select_all_limit_reached:
        'Es sind zu viele Elemente, um alle auszuwählen. Nur die ersten %{max} wurden ausgewählt.',
      placeholder_data_warning: 'Netzwerkproblem: Die Daten konnten nicht aktualisiert werden.',
    },
    navigation: {
      clear_filters: 'Filter zurücksetzen',
      no_filtered_results: 'Keine %{name} mit diesen Filtern gefunden.',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} von mehr als %{offsetEnd}',
      current_page: 'Seite %{page}',
      page: 'Zu Seite %{page}',
      first: 'Zur ersten Seite',
      last: 'Zur letzten Seite',
      previous: 'Zur vorherigen Seite',
    },
    sort: {
      sort_by: 'Sortieren nach %{field_lower_first} %{order}',
      ASC: 'aufsteigend',
      DESC: 'absteigend',
    },
    auth: { email: 'E-Mail' },
    notification: {
      not_authorized: 'Sie haben keine Berechtigung für diese Ressource.',
      application_update_available: 'Eine neue Version ist verfügbar.',
      offline: 'Keine Verbindung. Die Daten konnten nicht geladen werden.',
    },
    validation: { unique: 'Muss eindeutig sein' },
  },
};
