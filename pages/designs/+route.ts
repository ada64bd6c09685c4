// https://vike.dev/route
export default '/designs/@slug/@article_id'
