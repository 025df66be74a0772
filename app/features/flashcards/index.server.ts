/** The flashcards feature's server entry for other features: the due-card forecast (the study plan's reviews). */
export { dueForecast } from "./due-forecast.server";
