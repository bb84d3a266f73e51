/**
 * Equipment phrases of the demo fleet in the five languages, written once and
 * shared by the cars so the same feature reads the same on every car page.
 */
import type { Lang } from '@costa/domain';

export type Phrase = Record<Lang, string>;

export const FEATURES = {
  carbonCeramic: {
    en: 'Carbon-ceramic brakes',
    es: 'Frenos carbocerámicos',
    de: 'Carbon-Keramik-Bremsen',
    fr: 'Freins carbone-céramique',
    it: 'Freni carboceramici',
  },
  launchControl: {
    en: 'Launch control',
    es: 'Control de salida (launch control)',
    de: 'Launch-Control',
    fr: 'Contrôle de départ (launch control)',
    it: 'Controllo di partenza (launch control)',
  },
  noseLift: {
    en: 'Front-axle lift system',
    es: 'Sistema de elevación del eje delantero',
    de: 'Liftsystem an der Vorderachse',
    fr: "Système de levage de l'essieu avant",
    it: "Sistema di sollevamento dell'asse anteriore",
  },
  carplay: {
    en: 'Apple CarPlay and Android Auto',
    es: 'Apple CarPlay y Android Auto',
    de: 'Apple CarPlay und Android Auto',
    fr: 'Apple CarPlay et Android Auto',
    it: 'Apple CarPlay e Android Auto',
  },
  premiumAudio: {
    en: 'High-end surround sound system',
    es: 'Sistema de sonido envolvente de alta gama',
    de: 'High-End-Surround-Soundsystem',
    fr: 'Système audio surround haut de gamme',
    it: 'Impianto audio surround di alta gamma',
  },
  softTop: {
    en: 'Electric fabric roof, operable on the move',
    es: 'Capota eléctrica de lona, accionable en marcha',
    de: 'Elektrisches Stoffverdeck, während der Fahrt bedienbar',
    fr: 'Capote électrique en toile, manœuvrable en roulant',
    it: 'Capote elettrica in tela, azionabile in movimento',
  },
  targaRoof: {
    en: 'Automatic Targa roof with the iconic roll bar',
    es: 'Techo Targa automático con el icónico arco',
    de: 'Automatisches Targa-Dach mit dem ikonischen Bügel',
    fr: "Toit Targa automatique avec l'arceau emblématique",
    it: "Tetto Targa automatico con l'iconico roll-bar",
  },
  ventilatedSeats: {
    en: 'Heated and ventilated seats',
    es: 'Asientos calefactados y ventilados',
    de: 'Beheizte und belüftete Sitze',
    fr: 'Sièges chauffants et ventilés',
    it: 'Sedili riscaldati e ventilati',
  },
  neckWarmer: {
    en: 'Neck-level heating',
    es: 'Calefacción a la altura del cuello',
    de: 'Nackenheizung',
    fr: 'Chauffage au niveau de la nuque',
    it: "Riscaldamento all'altezza del collo",
  },
  carbonSeats: {
    en: 'Carbon-fibre racing seats',
    es: 'Asientos baquet de fibra de carbono',
    de: 'Rennschalensitze aus Carbon',
    fr: 'Sièges baquets en fibre de carbone',
    it: 'Sedili racing in fibra di carbonio',
  },
  rearSteer: {
    en: 'Rear-axle steering',
    es: 'Eje trasero direccional',
    de: 'Hinterachslenkung',
    fr: 'Roues arrière directrices',
    it: "Sterzo sull'asse posteriore",
  },
  airSuspension: {
    en: 'Adaptive air suspension',
    es: 'Suspensión neumática adaptativa',
    de: 'Adaptive Luftfederung',
    fr: 'Suspension pneumatique adaptative',
    it: 'Sospensioni pneumatiche adattive',
  },
  activeSuspension: {
    en: 'Fully active suspension',
    es: 'Suspensión totalmente activa',
    de: 'Vollaktives Fahrwerk',
    fr: 'Suspension entièrement active',
    it: 'Sospensioni completamente attive',
  },
  activeRoll: {
    en: 'Active roll stabilisation',
    es: 'Estabilización activa del balanceo',
    de: 'Aktive Wankstabilisierung',
    fr: 'Stabilisation antiroulis active',
    it: 'Stabilizzazione attiva del rollio',
  },
  activeAero: {
    en: 'Active aerodynamics',
    es: 'Aerodinámica activa',
    de: 'Aktive Aerodynamik',
    fr: 'Aérodynamique active',
    it: 'Aerodinamica attiva',
  },
  panoramicRoof: {
    en: 'Panoramic glass roof',
    es: 'Techo panorámico de cristal',
    de: 'Panorama-Glasdach',
    fr: 'Toit panoramique en verre',
    it: 'Tetto panoramico in vetro',
  },
  massageSeats: {
    en: 'Massage seats',
    es: 'Asientos con función de masaje',
    de: 'Massagesitze',
    fr: 'Sièges massants',
    it: 'Sedili massaggianti',
  },
  sportExhaust: {
    en: 'Sports exhaust system',
    es: 'Sistema de escape deportivo',
    de: 'Sportabgasanlage',
    fr: 'Échappement sport',
    it: 'Impianto di scarico sportivo',
  },
  titaniumExhaust: {
    en: 'Titanium exhaust system',
    es: 'Sistema de escape de titanio',
    de: 'Titan-Abgasanlage',
    fr: "Ligne d'échappement en titane",
    it: 'Impianto di scarico in titanio',
  },
  electricMode: {
    en: 'Silent all-electric driving mode',
    es: 'Modo de conducción 100 % eléctrico y silencioso',
    de: 'Leiser rein elektrischer Fahrmodus',
    fr: 'Mode de conduite 100 % électrique et silencieux',
    it: 'Modalità di guida solo elettrica e silenziosa',
  },
  fastCharge: {
    en: '800-volt fast charging',
    es: 'Carga rápida de 800 voltios',
    de: '800-Volt-Schnellladen',
    fr: 'Recharge rapide 800 volts',
    it: 'Ricarica rapida a 800 volt',
  },
  hud: {
    en: 'Head-up display',
    es: 'Pantalla de proyección en el parabrisas',
    de: 'Head-up-Display',
    fr: 'Affichage tête haute',
    it: 'Display head-up',
  },
  passengerDisplay: {
    en: 'Passenger display',
    es: 'Pantalla para el acompañante',
    de: 'Beifahrer-Display',
    fr: 'Écran passager',
    it: 'Display per il passeggero',
  },
  cameras360: {
    en: '360° surround-view cameras',
    es: 'Cámaras de visión 360°',
    de: '360°-Kamerasystem',
    fr: 'Caméras de vision à 360°',
    it: 'Telecamere con visuale a 360°',
  },
  adaptiveCruise: {
    en: 'Adaptive cruise control',
    es: 'Control de crucero adaptativo',
    de: 'Abstandsregeltempomat',
    fr: 'Régulateur de vitesse adaptatif',
    it: 'Cruise control adattivo',
  },
  manualGearbox: {
    en: 'Six-speed manual gearbox with open gate',
    es: 'Cambio manual de seis velocidades con rejilla a la vista',
    de: 'Sechsgang-Schaltgetriebe mit offener Kulisse',
    fr: 'Boîte manuelle à six rapports à grille apparente',
    it: 'Cambio manuale a sei marce con griglia a vista',
  },
  torqueVectoring: {
    en: 'All-wheel drive with torque vectoring',
    es: 'Tracción total con reparto vectorial del par',
    de: 'Allradantrieb mit Torque Vectoring',
    fr: 'Transmission intégrale avec vectorisation du couple',
    it: 'Trazione integrale con torque vectoring',
  },
  driftMode: {
    en: 'Rear-wheel-drive drift mode',
    es: 'Modo drift de propulsión trasera',
    de: 'Drift-Modus mit Heckantrieb',
    fr: 'Mode drift en propulsion',
    it: 'Modalità drift a trazione posteriore',
  },
  alcantara: {
    en: 'Leather and Alcantara interior',
    es: 'Interior de piel y Alcantara',
    de: 'Interieur in Leder und Alcantara',
    fr: 'Intérieur cuir et Alcantara',
    it: 'Interni in pelle e Alcantara',
  },
  fullLeather: {
    en: 'Hand-stitched full-leather interior',
    es: 'Interior de piel cosido a mano',
    de: 'Handvernähtes Volllederinterieur',
    fr: 'Intérieur tout cuir surpiqué main',
    it: 'Interni in pelle cuciti a mano',
  },
  ambient: {
    en: 'Multi-colour ambient lighting',
    es: 'Iluminación ambiental multicolor',
    de: 'Mehrfarbige Ambientebeleuchtung',
    fr: "Éclairage d'ambiance multicolore",
    it: 'Illuminazione ambientale multicolore',
  },
  telemetry: {
    en: 'Track telemetry',
    es: 'Telemetría para circuito',
    de: 'Rennstrecken-Telemetrie',
    fr: 'Télémétrie circuit',
    it: 'Telemetria da pista',
  },
  twoPlusTwo: {
    en: '2+2 seating',
    es: 'Habitáculo 2+2',
    de: '2+2-Sitzer',
    fr: 'Habitacle 2+2',
    it: 'Abitacolo 2+2',
  },
  windDeflector: {
    en: 'Electric wind deflector',
    es: 'Deflector de viento eléctrico',
    de: 'Elektrisches Windschott',
    fr: 'Filet anti-remous électrique',
    it: 'Frangivento elettrico',
  },
  lockingDiffs: {
    en: 'Three locking differentials',
    es: 'Tres bloqueos de diferencial',
    de: 'Drei Differenzialsperren',
    fr: 'Trois différentiels verrouillables',
    it: 'Tre differenziali bloccabili',
  },
  dihedralDoors: {
    en: 'Dihedral doors',
    es: 'Puertas diédricas',
    de: 'Schmetterlingstüren',
    fr: 'Portes en élytre',
    it: 'Porte diedre',
  },
  scissorDoors: {
    en: 'Scissor doors',
    es: 'Puertas de tijera',
    de: 'Scherentüren',
    fr: 'Portes en ciseaux',
    it: 'Porte a forbice',
  },
  coachDoors: {
    en: 'Rear-hinged rear doors',
    es: 'Puertas traseras de apertura inversa',
    de: 'Gegenläufig öffnende Fondtüren',
    fr: 'Portes arrière à ouverture antagoniste',
    it: 'Porte posteriori controvento',
  },
  speedKey: {
    en: 'Second key unlocking the top-speed mode',
    es: 'Segunda llave para el modo de velocidad máxima',
    de: 'Zweiter Schlüssel für den Höchstgeschwindigkeitsmodus',
    fr: 'Seconde clé débloquant le mode vitesse maximale',
    it: 'Seconda chiave per la modalità velocità massima',
  },
  matrixLed: {
    en: 'Matrix LED headlights',
    es: 'Faros Matrix LED',
    de: 'Matrix-LED-Scheinwerfer',
    fr: 'Projecteurs Matrix LED',
    it: 'Fari Matrix LED',
  },
  laserLights: {
    en: 'Laser headlights',
    es: 'Faros láser',
    de: 'Laserscheinwerfer',
    fr: 'Phares laser',
    it: 'Fari laser',
  },
  lidar: {
    en: 'Deployable LiDAR sensors',
    es: 'Sensores LiDAR retráctiles',
    de: 'Ausfahrbare LiDAR-Sensoren',
    fr: 'Capteurs LiDAR escamotables',
    it: 'Sensori LiDAR a scomparsa',
  },
  carbonRoof: {
    en: 'Carbon-fibre roof',
    es: 'Techo de fibra de carbono',
    de: 'Carbondach',
    fr: 'Toit en fibre de carbone',
    it: 'Tetto in fibra di carbonio',
  },
  loungeRear: {
    en: 'Lounge-style rear cabin',
    es: 'Zona trasera tipo lounge',
    de: 'Fond im Lounge-Stil',
    fr: 'Espace arrière façon lounge',
    it: 'Zona posteriore in stile lounge',
  },
} satisfies Record<string, Phrase>;

export type FeatureKey = keyof typeof FEATURES;

/** "21-inch forged wheels" in every language. */
export function forgedWheels(inches: number): Phrase {
  return {
    en: `${inches}-inch forged wheels`,
    es: `Llantas forjadas de ${inches} pulgadas`,
    de: `${inches}-Zoll-Schmiederäder`,
    fr: `Jantes forgées de ${inches} pouces`,
    it: `Cerchi forgiati da ${inches} pollici`,
  };
}

/** "Up to 33 km of electric range" in every language. */
export function electricRange(km: number): Phrase {
  return {
    en: `Up to ${km} km of electric range (WLTP)`,
    es: `Hasta ${km} km de autonomía eléctrica (WLTP)`,
    de: `Bis zu ${km} km elektrische Reichweite (WLTP)`,
    fr: `Jusqu'à ${km} km d'autonomie électrique (WLTP)`,
    it: `Fino a ${km} km di autonomia elettrica (WLTP)`,
  };
}
