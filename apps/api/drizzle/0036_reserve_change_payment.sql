-- Change and extend (issue 36 item 4): the card hold of a change that costs more. The guest's card is held for the
-- difference when the request is sent (a card can only be confirmed with the guest present), captured when the host
-- accepts, released when the request ends otherwise. Null for a change that costs the same or less, or an invoice.
ALTER TABLE "reserve_changes" ADD COLUMN "intent_id" text;
