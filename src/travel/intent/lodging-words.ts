/** Rooms of a lodging in the six languages, folded. */
export const ROOMS = new Set(
  'room rooms bedroom bedrooms chambre chambres habitacion habitaciones cuarto cuartos zimmer schlafzimmer doppelzimmer einzelzimmer camera camere stanza stanze doppie singole quarto quartos suite suites'.split(
    ' ',
  ),
);
