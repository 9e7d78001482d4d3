import { fold } from '../../intent/text.js';

/**
 * The traveller means to drive between the stops, in the six languages (folded): a road trip ("road
 * trip", "Roadtrip", "Rundreise mit dem Auto") or the car as the way ("by car", "rental car", "mit dem
 * Auto", "Mietwagen", "en voiture", "en coche", "in macchina", "de carro").
 */
const DRIVE =
  /(^|[^\p{L}])(road ?trips?|by car|rental car|hire car|car hire|rent a car|mit dem (?:auto|wagen)|mietwagen|autoreise|en voiture|voiture de location|road-trip|en (?:coche|carro|auto)|coche de alquiler|in (?:macchina|auto)|auto a noleggio|de carro|carro alugado|viagem de carro)([^\p{L}]|$)/u;

export const drivesBetweenStops = (text: string): boolean => DRIVE.test(fold(text));
