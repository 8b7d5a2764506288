/** English back-office texts of Nova Poshta waybills (part of admin.en.ts). */
export const enAdminWaybills = {
  waybill: {
    title: 'Nova Poshta waybill',
    number: 'Waybill number',
    none: 'No waybill yet.',
    made_by_hand: 'The number was typed by hand: its label prints here, but only the carrier’s cabinet can cancel it.',
    cod: 'Cash on delivery',
    cod_hint: 'The buyer pays it to Nova Poshta on collecting the parcel.',
    no_cod: 'No cash on delivery: the buyer pays in advance or has paid',
    declared: 'Declared value',
    weight: 'Weight, kg',
    seats: 'Seats',
    create: 'Create waybill',
    creating: 'Creating…',
    label_failed: 'Nova Poshta is not giving the label right now; try again in a minute',
    print: 'Print label',
    cancel: 'Cancel waybill',
    confirm_cancel: 'Cancel waybill {{ttn}} at Nova Poshta? The number will be removed from the order.',
    unconfirmed:
      'Nova Poshta did not answer last time. Press “Create waybill” again: the store first checks whether it exists and never makes a second one.',
    off: 'Waybills are off: the Nova Poshta sender settings are missing. Type the number by hand below.',
    bulk_create: 'Create waybills',
    bulk_confirm: 'Create Nova Poshta waybills for the chosen orders ({{count}})? Default weight and seats.',
    bulk_done: 'No. {{number}}: waybill {{ttn}}',
    bulk_failed: 'No. {{number}}: {{error}}',
    timeline_cancelled: 'Waybill {{ttn}} cancelled at Nova Poshta',
    timeline_kept:
      'The order was cancelled, but waybill {{ttn}} was not cancelled at Nova Poshta: cancel it on the “Waybill” card or in the Nova Poshta cabinet',
  },
}

export const enAdminWaybillErrors = {
  waybills_off: 'Waybills are off: the Nova Poshta sender settings are missing',
  waybill_pickup: 'Order {{number}} is collected by the buyer: it needs no waybill',
  waybill_exists: 'Order {{number}} already has a waybill',
  waybill_not_ready: 'Order {{number}} is not ready to ship (awaiting payment, cancelled or already sent)',
  waybill_no_branch: 'Order {{number}} has no Nova Poshta city or branch number: type the waybill by hand',
  waybill_no_address: 'Order {{number}} has no street or house for the courier',
  waybill_no_phone: 'The buyer’s phone on order {{number}} is not a Ukrainian number',
  waybill_busy: 'The waybill of order {{number}} is being created right now; reload in a minute',
  waybill_refused:
    'Nova Poshta refused the waybill of order {{number}}. Check the address, phone and weight and try again',
  waybill_lost:
    'Nova Poshta did not answer about order {{number}}; the waybill may exist. Try again in a minute: the store first looks for it and never makes a second one',
  waybill_none: 'Order {{number}} has no Nova Poshta waybill',
  waybill_handed_over: 'The parcel of order {{number}} is already with Nova Poshta: its waybill cannot be cancelled',
  waybill_not_ours: 'The waybill of order {{number}} was typed by hand: cancel it in the carrier’s cabinet',
  waybill_cancel_refused: 'Nova Poshta did not allow cancelling the waybill of order {{number}}',
  waybill_carrier_down: 'Nova Poshta is not answering; try again in a few minutes',
  waybill_changed: 'Order {{number}} was just changed; reload the page',
  waybill_label_failed: 'Nova Poshta did not give the label of order {{number}}; try again in a minute',
  waybill_weight: 'Weight from 0.1 to 30 kg, in tenths',
  waybill_seats: 'From 1 to 10 seats',
}
