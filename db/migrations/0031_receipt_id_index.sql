-- The emailed receipt's QR image (GET /api/v1/order/receipt-qr/{id}) finds its receipt by the id the
-- store gave it at Checkbox, which only the job's result holds: an index on that, for receipts only.
CREATE INDEX `outbox_jobs_receipt_id_idx` ON `outbox_jobs` (json_extract("result", '$.receiptId')) WHERE kind = 'fiscal_receipt';
