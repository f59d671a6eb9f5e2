import type { FamilyCopyTable } from './family-copy';

// Bokmål as Norwegian sport shops write it: the model name first and the noun in lower case
// ("Aspen skalljakke"), compound words joined.

export const FAMILY_COPY_NB: FamilyCopyTable = {
  jacket: {
    nouns: [
      { word: 'jakke' }, { word: 'skalljakke' }, { word: 'dunjakke' }, { word: 'isolert parkas' },
      { word: 'regnjakke' }, { word: 'softshelljakke' }, { word: 'hybrid hettejakke' },
    ],
    activities: ['alpine toppturer', 'våte fotturer på høsten og våren', 'kalde standplasser', 'raske skiturer', 'hverdagsvær i fjellbygda'],
    features: [
      'Den hjelmkompatible hetten justeres med ett grep',
      'Glidelåser under armene slipper ut varmen i bratte motbakker',
      'To brystlommer er lett tilgjengelige selv med hoftebelte',
      'Tapede sømmer holder slagregnet ute',
    ],
    materials: [
      'en trelags membran av resirkulert nylon',
      'ansvarlig produsert dun med 700 fillpower',
      'et elastisk ytterstoff med PFC-fri impregnering',
      'syntetisk isolasjon som varmer selv når den er fuktig,',
    ],
  },
  fleece: {
    nouns: [{ word: 'fleecejakke' }, { word: 'fleecehettegenser med rutestruktur' }, { word: 'pilejakke' }, { word: 'fleecegenser med kort glidelås' }],
    activities: ['kjølige morgener ved parkeringsplassen', 'bruk under skalljakken', 'kvelder i leiren', 'harde løpeturer om vinteren'],
    features: [
      'Rutestrukturen på ryggen transporterer fukt mens du beveger deg',
      'Tommelhull holder ermene på plass',
      'Brystlommen med glidelås har plass til mobilen',
      'Flate sømmer gnager ikke under sekken',
    ],
    materials: ['rutefleece av resirkulert polyester', 'en luftig pile som tørker raskt', 'børstet stretchfleece'],
  },
  baselayer: {
    nouns: [{ word: 'merinotrøye' }, { word: 'innerlagstrøye' }, { word: 'innerlagstrøye med glidelås' }, { word: 'merinostillongs' }],
    activities: ['turer over flere dager', 'topptur på ski', 'løpeturer i kulda', 'netter i teltet'],
    features: [
      'Forskjøvne skuldersømmer gnager ikke under sekkestroppene',
      'Lengre bakstykke holder seg på plass i buksa',
      'Luktreduserende ull betyr færre vask på tur',
    ],
    materials: ['merinoull på 18,5 mikron', 'en blanding av merino og nylon', 'hurtigtørkende strikk av resirkulert polyester'],
  },
  pants: {
    nouns: [{ word: 'turbukse' }, { word: 'bukse med avtakbare ben' }, { word: 'trekkingbukse' }, { word: 'softshellbukse' }],
    activities: ['lange dager på steinete stier', 'anmarsjer med klyving', 'fotturer i varmen', 'turer tidlig og sent i sesongen'],
    features: [
      'Kile i skrittet gir frihet i hvert høye steg',
      'Avtakbare ben gjør den om til shorts',
      'Forsterkede buksebein tåler riper fra stegjern',
      'Lårlommen har plass til et brettet kart',
    ],
    materials: ['et firveis stretch-nylon', 'en slitesterk ripstop med vannavvisende behandling', 'et pustende softshellstoff'],
  },
  boot: {
    nouns: [{ word: 'fjellstøvel Mid GTX' }, { word: 'turstøvel' }, { word: 'trekkingstøvel i skinn' }, { word: 'approachsko Mid' }],
    activities: ['lange turer med tung sekk', 'gjørmete dagsturer', 'nedstigninger i løs ur', 'hyttetur over flere dager'],
    features: [
      'En vanntett membran holder føttene tørre når du krysser bekker',
      'En tåhette i gummi beskytter mot steinslag',
      'Den grovmønstrede sålen biter på våt stein',
    ],
    materials: ['narvet helskinn', 'et overlær av semsket skinn og ripstop', 'resirkulert mesh med sveisede forsterkninger'],
  },
  runner: {
    nouns: [{ word: 'terrengløpesko' }, { word: 'terrengsko' }, { word: 'ultraløpesko' }, { word: 'speedhikingsko' }],
    activities: ['teknisk sti', 'ultraløp', 'fastpacking', 'gjørmete fjelløp'],
    features: [
      'En steinplate demper skarpe steiner under foten',
      'Knaster på 5 mm griper i bløtt underlag',
      'En sydd tunge holder grus ute',
    ],
    materials: ['et overlær av teknisk mesh', 'en responsiv mellomsåle i EVA', 'en yttersåle i gummi med godt grep'],
  },
  pack: {
    nouns: [{ word: 'dagstursekk 22' }, { word: 'ryggsekk 35' }, { word: 'trekkingsekk 50' }, { word: 'ekspedisjonssekk 65' }],
    activities: ['toppturdager', 'turer fra hytte til hytte', 'turer med én overnatting', 'lange helger i fjellet'],
    features: [
      'En ventilert rygg holder deg kjøligere i motbakkene',
      'Lokket kan brukes som hoftetaske',
      'Isøksefester og kompresjonsstropper på siden tar med det ekstra',
    ],
    materials: ['en sekk av resirkulert 210D ripstop', 'PFC-fritt belagt nylon', 'en lett aluminiumsramme'],
  },
  tent: {
    nouns: [{ word: 'telt for to' }, { word: 'telt for tre' }, { word: 'ultralett telt' }, { word: 'helårstelt' }],
    activities: ['fotturer med telt', 'værharde leirer høyt til fjells', 'familiehelger ved vannet', 'vindfulle teltplasser ved kysten'],
    features: [
      'To dører og to apsider gjør slutt på nattlig klatring over hverandre',
      'Fargekodede kroker gjør oppsettet raskt',
      'Duken settes opp først og holder innerteltet tørt i regnet',
    ],
    materials: ['en silikonbelagt ytterduk i ripstop', 'DAC-stenger i aluminium', 'en badekarbunn av 40D nylon'],
  },
  sleepingBag: {
    nouns: [{ word: 'dunsovepose -7 °C' }, { word: 'syntetisk sovepose 0 °C' }, { word: 'ultralett sovequilt' }, { word: 'vintersovepose -18 °C' }],
    activities: ['telttur vår og høst', 'fastpacking', 'vinterturer på hytta', 'camping med bilen'],
    features: [
      'En formsydd hette holder på varmen',
      'En glidelås som ikke hekter seg går i hele lengden',
      'Kompresjonspose og oppbevaringspose følger med',
    ],
    materials: ['ansvarlig produsert dun med 750 fillpower', 'resirkulert syntetisk isolasjon', 'et mykt ytterstoff av 20D nylon'],
  },
  headwear: {
    nouns: [{ word: 'lue' }, { word: 'truckercaps' }, { word: 'solhatt' }, { word: 'halsvarmer' }],
    activities: ['frostklare morgener', 'solfylte fjellrygger', 'afterski', 'løpeturer på sti'],
    features: ['En brett kan justeres til riktig passform', 'Stoff med UPF 50 stenger ute sterk sol', 'Et mykt fôr klør ikke'],
    materials: ['ribbestrikk av merinoull', 'twill av resirkulert polyester', 'lerret av økologisk bomull'],
  },
  gloves: {
    nouns: [{ word: 'innerhansker' }, { word: 'softshellhansker' }, { word: 'fôrede hansker' }, { word: 'votter' }],
    activities: ['toppturer på ski', 'vinterturer til fots', 'anmarsj til isklatring', 'kalde dager til jobben'],
    features: [
      'Berøringsfølsomme fingertupper lar deg sjekke kartet på mobilen',
      'Skinn i håndflaten gir godt grep om staver og isøkser',
      'Håndleddsstropper hindrer at de blåser av gårde',
    ],
    materials: ['geiteskinn og softshell', 'PrimaLoft-isolasjon', 'et innerstrikk av merino'],
  },
};
