// Recall texts modelled on real NHTSA campaign wording (component paths use NHTSA's
// component names). {make}, {model} and {years} are filled per campaign.

export type RecallKind = 'parkIt' | 'parkOutside' | 'ota' | 'standard';

export interface RecallTemplate {
  kind: RecallKind;
  component: string;
  summary: string;
  consequence: string;
  remedy: string;
  /** Only for vehicles with this fuel family. */
  only?: 'electrified' | 'combustion';
}

export const RECALL_TEMPLATES: readonly RecallTemplate[] = [
  {
    kind: 'parkIt',
    component: 'AIR BAGS:FRONTAL:DRIVER SIDE:INFLATOR MODULE',
    summary:
      '{make} is recalling certain {years} {model} vehicles. The driver frontal air bag inflator may explode due to propellant degradation occurring after long-term exposure to high absolute humidity and temperature cycling.',
    consequence:
      'An inflator explosion may result in sharp metal fragments striking the driver or other occupants, resulting in serious injury or death.',
    remedy:
      'Dealers will replace the driver frontal air bag inflator, free of charge. Owners should not drive their vehicles until the remedy has been completed.',
  },
  {
    kind: 'parkIt',
    component: 'AIR BAGS:FRONTAL:PASSENGER SIDE:INFLATOR MODULE',
    summary:
      '{make} is recalling certain {years} {model} vehicles. The passenger frontal air bag inflator may rupture upon deployment.',
    consequence:
      'An inflator rupture may result in metal fragments striking the vehicle occupants, increasing the risk of serious injury or death.',
    remedy:
      'Dealers will replace the passenger frontal air bag module, free of charge. Owners are advised not to drive the vehicle until it has been repaired.',
  },
  {
    kind: 'parkIt',
    component: 'SUSPENSION:FRONT:CONTROL ARM:LOWER ARM ASSEMBLY',
    summary:
      '{make} is recalling certain {years} {model} vehicles. The front lower control arm ball joint may separate from the control arm.',
    consequence: 'A separated ball joint can cause a loss of vehicle control, increasing the risk of a crash.',
    remedy:
      'Dealers will replace both front lower control arms, free of charge. Do not drive the vehicle until the repair is made.',
  },
  {
    kind: 'parkOutside',
    component: 'ELECTRICAL SYSTEM:WIRING:FRONT UNDERHOOD',
    summary:
      '{make} is recalling certain {years} {model} vehicles. A wiring harness in the engine compartment may chafe against a bracket, causing an electrical short circuit.',
    consequence:
      'An electrical short circuit increases the risk of a fire, even while the vehicle is parked and turned off.',
    remedy:
      'Dealers will inspect the wiring harness, repair any damage and install a protective cover, free of charge. Owners are advised to park outside and away from structures until the recall repair has been completed.',
  },
  {
    kind: 'parkOutside',
    component: 'SERVICE BRAKES, HYDRAULIC:ANTILOCK/TRACTION CONTROL/ELECTRONIC LIMITED SLIP:CONTROL UNIT/MODULE',
    summary:
      '{make} is recalling certain {years} {model} vehicles. Brake fluid may leak into the anti-lock brake system (ABS) module and cause an electrical short.',
    consequence:
      'An electrical short in the ABS module may result in an engine compartment fire while driving or parked.',
    remedy:
      'Dealers will install a fuse kit for the ABS module, free of charge. Until the remedy is completed, owners should park outside and away from structures.',
  },
  {
    kind: 'parkOutside',
    component: 'ELECTRICAL SYSTEM:PROPULSION SYSTEM:TRACTION BATTERY',
    summary:
      '{make} is recalling certain {years} {model} vehicles. The high-voltage battery cells may contain manufacturing defects that can lead to an internal short circuit.',
    consequence: 'An internal short circuit in the battery may cause a fire, increasing the risk of injury.',
    remedy:
      'Dealers will update the battery energy control module software and, as necessary, replace the battery modules, free of charge. Owners should park outside, not charge overnight, and keep the state of charge below 80% until the remedy is completed.',
    only: 'electrified',
  },
  {
    kind: 'ota',
    component: 'BACK OVER PREVENTION:SENSING SYSTEM:CAMERA',
    summary:
      '{make} is recalling certain {years} {model} vehicles. The rearview camera image may not display when the vehicle is placed in reverse due to a software error. As such, these vehicles fail to comply with the requirements of Federal Motor Vehicle Safety Standard number 111, "Rear Visibility."',
    consequence:
      "A rearview camera that does not display an image reduces the driver's rear visibility, increasing the risk of a crash.",
    remedy:
      'The manufacturer will release an over-the-air (OTA) software update, free of charge. Owners may also have the update installed by a dealer.',
  },
  {
    kind: 'ota',
    component: 'ELECTRICAL SYSTEM:SOFTWARE',
    summary:
      '{make} is recalling certain {years} {model} vehicles. The instrument panel cluster may fail to display warning lights and vehicle speed after the vehicle is started due to a software error.',
    consequence:
      'An instrument panel that does not display vehicle speed and warning lights increases the risk of a crash.',
    remedy:
      'An over-the-air (OTA) software update will be released to correct the instrument panel software, free of charge.',
  },
  {
    kind: 'ota',
    component: 'EXTERIOR LIGHTING:REAR LIGHTS:TAIL LIGHTS',
    summary:
      '{make} is recalling certain {years} {model} vehicles. One or more rear light segments may intermittently fail to illuminate due to a software calibration error.',
    consequence:
      "Inoperative tail lights reduce the vehicle's visibility to other drivers, increasing the risk of a crash.",
    remedy:
      'The manufacturer will release an over-the-air (OTA) software update to recalibrate the lamp control module, free of charge.',
  },
  {
    kind: 'standard',
    component: 'FUEL SYSTEM, GASOLINE:DELIVERY:FUEL PUMP',
    summary:
      '{make} is recalling certain {years} {model} vehicles. The low-pressure fuel pump inside the fuel tank may fail.',
    consequence:
      'If the fuel pump fails, warning lights may illuminate and the engine may run rough or stall while driving, increasing the risk of a crash.',
    remedy: 'Dealers will replace the fuel pump assembly with an improved one, free of charge.',
    only: 'combustion',
  },
  {
    kind: 'standard',
    component: 'STEERING:ELECTRIC POWER ASSIST SYSTEM',
    summary:
      '{make} is recalling certain {years} {model} vehicles. The electric power steering assist may be lost due to a faulty torque sensor connection.',
    consequence:
      'A loss of power steering assist requires greater steering effort, increasing the risk of a crash, especially at low speeds.',
    remedy: 'Dealers will inspect and replace the steering gear assembly as necessary, free of charge.',
  },
  {
    kind: 'standard',
    component: 'SEAT BELTS:FRONT:BUCKLE ASSEMBLY',
    summary:
      '{make} is recalling certain {years} {model} vehicles. The front seat belt buckle may not latch properly due to a manufacturing defect.',
    consequence:
      'A seat belt that does not latch properly may not restrain the occupant in a crash, increasing the risk of injury.',
    remedy: 'Dealers will replace the front seat belt buckle assemblies, free of charge.',
  },
  {
    kind: 'standard',
    component: 'POWER TRAIN:AUTOMATIC TRANSMISSION:GEAR POSITION INDICATION (PRNDL)',
    summary:
      '{make} is recalling certain {years} {model} vehicles. The transmission may not shift into park when the driver selects park, due to a worn park pawl actuator.',
    consequence:
      'If the vehicle is not in park, it may roll away unexpectedly, increasing the risk of a crash or injury.',
    remedy: 'Dealers will replace the park pawl actuator, free of charge.',
  },
  {
    kind: 'standard',
    component: 'LATCHES/LOCKS/LINKAGES:DOORS:LATCH',
    summary:
      '{make} is recalling certain {years} {model} vehicles. The side door latch pawl spring tab may break, preventing the door from latching.',
    consequence: 'A door that cannot latch may open while driving, increasing the risk of injury.',
    remedy: 'Dealers will replace the side door latches, free of charge.',
  },
  {
    kind: 'standard',
    component: 'EQUIPMENT:OTHER:LABELS',
    summary:
      '{make} is recalling certain {years} {model} vehicles. The tire and loading information label may show incorrect tire pressure information. As such, these vehicles fail to comply with the requirements of Federal Motor Vehicle Safety Standard number 110, "Tire Selection and Rims."',
    consequence:
      'Incorrect tire pressure information may result in an overloaded vehicle, increasing the risk of a crash.',
    remedy: 'Dealers will provide a corrected tire and loading information label, free of charge.',
  },
  {
    kind: 'standard',
    component: 'ENGINE AND ENGINE COOLING:ENGINE:GASOLINE',
    summary:
      '{make} is recalling certain {years} {model} vehicles. Debris left in the engine during manufacturing may cause the connecting rod bearings to fail.',
    consequence:
      'Connecting rod bearing failure can result in a loss of drive power while driving, increasing the risk of a crash, and may cause an engine fire.',
    remedy: 'Dealers will inspect the engine and repair or replace it as necessary, free of charge.',
    only: 'combustion',
  },
  {
    kind: 'standard',
    component: 'VISIBILITY:WINDSHIELD WIPER/WASHER:MOTOR',
    summary:
      '{make} is recalling certain {years} {model} vehicles. The windshield wiper motor may fail due to water intrusion.',
    consequence:
      "Inoperative windshield wipers reduce the driver's visibility in inclement weather, increasing the risk of a crash.",
    remedy: 'Dealers will replace the front wiper motor, free of charge.',
  },
];

export interface CampaignTemplate {
  summary: string;
  remedy: string;
}

// Manufacturer campaigns: service programs and warranty extensions, not safety recalls.
export const MANUFACTURER_CAMPAIGN_TEMPLATES: readonly CampaignTemplate[] = [
  {
    summary: 'Customer satisfaction program: the infotainment head unit may reboot or freeze intermittently.',
    remedy: 'Dealers will update the infotainment software, free of charge.',
  },
  {
    summary:
      'Warranty extension: the transmission torque converter may shudder at low speed. Coverage extended to 10 years or 150,000 miles.',
    remedy: 'Dealers will replace the torque converter and update transmission software as needed, free of charge.',
  },
  {
    summary: 'Service program: the 12-volt battery may discharge if the vehicle is parked for extended periods.',
    remedy:
      'Dealers will update the body control module software and test the battery, replacing it if necessary, free of charge.',
  },
  {
    summary:
      'Warranty extension: the air conditioning condenser may leak refrigerant. Coverage extended to 8 years or 100,000 miles.',
    remedy: 'Dealers will replace the A/C condenser, free of charge.',
  },
  {
    summary: 'Customer satisfaction program: water may enter the rear tail lamp assembly.',
    remedy: 'Dealers will reseal or replace the tail lamp assemblies, free of charge.',
  },
];
