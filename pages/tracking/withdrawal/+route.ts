// https://vike.dev/route
export default '/tracking/@public_id/withdrawal'
