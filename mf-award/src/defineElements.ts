import { defineAwardSeal } from './seal/defineAwardSeal';

defineAwardSeal();
