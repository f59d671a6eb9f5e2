import type { StoryCopyTable } from './types';

// Bokmål in the voice of a Norwegian friluftsliv magazine: «du», short sentences, fjell and tregrense.
export const STORY_COPY_NB: StoryCopyTable = {
  'five-ridge-walks-for-long-autumn-days': {
    title: 'Fem eggturer for lange høstdager', eyebrow: 'Turforslag',
    body: ['Gylne lerketrær, kalde morgener og tomme parkeringsplasser: Høsten er den beste tiden på de høye eggene.', 'Hver av disse turene tar seks til ni timer og går over tregrensen nesten hele dagen.'],
  },
  'how-to-re-proof-a-waterproof-shell': {
    title: 'Slik impregnerer du skalljakka på nytt', eyebrow: 'Vedlikehold',
    body: ['Trekker regnet inn i ytterstoffet i stedet for å prelle av, trenger jakka en vask og ny impregnering.', 'Vask med et teknisk vaskemiddel, skyll to ganger og tørk i trommel på lav varme for å aktivere impregneringen igjen.'],
  },
  'maya-okafor-on-running-100-miles-through-the-desert': {
    title: 'Maya Okafor om 160 kilometer gjennom ørkenen', eyebrow: 'Utøverportrett',
    body: ['Maya trente gjennom en het sommer til sitt første 100 miles-løp og kom i mål blant de ti beste.', 'Hun forteller om varmetilvenning, nattetapper og hvorfor hun går i hver eneste motbakke.'],
  },
  'a-beginner-guide-to-hut-to-hut-hiking': {
    title: 'Hyttetur fra hytte til hytte for nybegynnere', eyebrow: 'Turforslag',
    body: ['På hytte-til-hytte-tur går du med lett sekk i flere dager, og noen andre lager middagen.', 'Bestill tidlig, pakk med lakenpose og legg inn en hviledag midt i turen.'],
  },
  'caring-for-down-sleeping-bags': {
    title: 'Stell av dunsoveposen', eyebrow: 'Vedlikehold',
    body: ['Dun holder spensten i flere tiår hvis du oppbevarer posen ukomprimert og vasker den sjelden, men riktig.', 'Bruk frontmatet vaskemaskin, dunvask og tre tennisballer i tørketrommelen.'],
  },
  'the-climber-who-rebuilt-her-local-crag': {
    title: 'Klatreren som boltet opp hjemmefeltet sitt på nytt', eyebrow: 'Utøverportrett',
    body: ['Jess Lindqvist brukte tre somre på å bytte rustne bolter i feltet der hun lærte å klatre.', 'Dugnadsgjengen hennes har nå sikret over to hundre ruter på nytt.'],
  },
  'choosing-your-first-trail-running-shoes': {
    title: 'Velg dine første terrengløpesko', eyebrow: 'Turteknikk',
    body: ['Grep, dropp og demping betyr mer i terrenget enn på asfalten.', 'Prøv skoene på ettermiddagen, med sokkene du løper i, og gå ned rampen i butikken.'],
  },
  'three-lakes-loop-a-weekend-backpacking-route': {
    title: 'Tresjørunden: en helgetur med telt', eyebrow: 'Turforslag',
    body: ['Den 32 kilometer lange runden binder sammen tre fjellvann over to lette skar.', 'Slå leir ved det midterste vannet for den fineste solnedgangen, og fyll vann i hver bekk du krysser.'],
  },
  'washing-and-storing-your-tent': {
    title: 'Vask og oppbevaring av teltet', eyebrow: 'Vedlikehold',
    body: ['Et telt som pakkes bort fuktig, kan mugne på en uke.', 'Slå det opp hjemme til tørk, tørk av gjørme med kaldt vann og oppbevar det løst i en pustende pose.'],
  },
  'winter-layering-explained': {
    title: 'Lag-på-lag om vinteren', eyebrow: 'Turteknikk',
    body: ['Innerlaget, mellomlaget og skallet har hver sin jobb: transportere fukt, isolere og beskytte.', 'Start litt kald, luft tidlig og ta på dunjakka med en gang du stopper.'],
  },
  'running-the-ridgeline-skyrace-with-tomas-berg': {
    title: 'Ridgeline Skyrace med Tomas Berg', eyebrow: 'Utøverportrett',
    body: ['Tomas har vunnet Ridgeline Skyrace tre ganger og synes fortsatt at den siste nedkjøringen er skremmende.', 'Han deler nedtrappingsuka, ernæringsplanen og tabben som kostet ham i 2024.'],
  },
  'a-guide-to-alpine-starts': {
    title: 'Tidlig avgang til fjells', eyebrow: 'Turforslag',
    body: ['Å gå klokka tre om natta føles brutalt, helt til du er ute av breen før ettermiddagstordenværet.', 'Legg fram alt kvelden før, og spis frokost på vei inn.'],
  },
  'resoling-climbing-shoes-when-and-how': {
    title: 'Ny såle på klatreskoene: når og hvordan', eyebrow: 'Vedlikehold',
    body: ['Sål om før randen er slitt gjennom, så holder favorittskoene i flere sesonger til.', 'De fleste skomakere bruker to uker; send skoene rene og tørre.'],
  },
  'snowshoe-routes-close-to-the-city': {
    title: 'Truger like utenfor byen', eyebrow: 'Turforslag',
    body: ['Fire rolige trugerunder under en time fra byen, alle med en varm kafé ved startpunktet.', 'Sjekk skredvarselet også i lett terreng, og ta med hodelykt når dagene er korte.'],
  },
  'leave-no-trace-at-busy-campsites': {
    title: 'Spor fritt på populære teltplasser', eyebrow: 'Turteknikk',
    body: ['Populære plasser kommer seg bare hvis alle telter på slitesterkt underlag og tar med seg alt søppel hjem.', 'Bruk eksisterende bålplasser, eller enda bedre: lag maten på primus.'],
  },
  'ines-duarte-from-gym-climber-to-big-walls': {
    title: 'Ines Duarte: fra klatrehallen til storveggene', eyebrow: 'Utøverportrett',
    body: ['Fem år etter første økt i klatrehallen toppet Ines ut på en 900 meter høy granittvegg.', 'Hun forteller hvordan hun lærte å hale sekk, sove i portaledge og håndtere frykten.'],
  },
  'cleaning-and-conditioning-leather-boots': {
    title: 'Rengjøring og stell av lærstøvler', eyebrow: 'Vedlikehold',
    body: ['Med børste, lunkent vann og et tynt lag voks holder lærstøvlene seg myke og vanntette.', 'Tørk dem aldri ved ovnen, for da sprekker læret.'],
  },
  'coastal-trail-running-on-the-cliffs': {
    title: 'Terrengløp langs kystklippene', eyebrow: 'Turforslag',
    body: ['21 kilometer tur-retur langs klippene, med to strender og en bratt trapp.', 'Løp ved fjære sjø, så kan du ta snarveien over sanden i den andre bukta.'],
  },
  'how-to-pitch-a-tent-in-the-wind': {
    title: 'Slik slår du opp teltet i vind', eyebrow: 'Turteknikk',
    body: ['Sett bakenden mot vinden, plugg vindsida først og ha døra i le.', 'Bardun ut alle punkter før du legger deg, ikke etter det første vindkastet.'],
  },
  'a-family-hiking-season-with-the-nguyen-crew': {
    title: 'En tursommer med familien Nguyen', eyebrow: 'Utøverportrett',
    body: ['Fire barn, to foreldre og førti topper på én sommer.', 'Reglene deres: matpause hver time, en tur barna velger hver helg og ingen klaging på våte sokker.'],
  },
  'sharpening-crampons-and-ice-axes': {
    title: 'Slik sliper du stegjern og isøks', eyebrow: 'Vedlikehold',
    body: ['Sløve tagger sklir på hard is; med en fil er de skarpe igjen på ti minutter.', 'Fil i den opprinnelige vinkelen og bruk aldri slipemaskin: Varmen ødelegger herdingen.'],
  },
  'desert-canyons-for-spring-hiking': {
    title: 'Ørkenkløfter for vårturer', eyebrow: 'Turforslag',
    body: ['Trange slottkløfter holder seg kjølige til langt ut på våren og gløder oransje i middagslyset.', 'Sjekk flomvarselet oppstrøms før du går inn i en kløft.'],
  },
  'first-night-winter-camping': {
    title: 'Første natt i vinterfjellet', eyebrow: 'Turteknikk',
    body: ['En varm natt i snøen handler om et tykt liggeunderlag, tørt innerlag og en flaske med varmt vann.', 'Tramp ut en plattform og la den sette seg før du slår opp teltet.'],
  },
  'night-running-with-a-headlamp': {
    title: 'Nattløping med hodelykt', eyebrow: 'Turteknikk',
    body: ['Å løpe i mørket skjerper fotarbeidet og får kjente stier til å føles nye.', 'Ta med ekstra lykt, og begynn på ruter du kjenner fra dagslys.'],
  },
};
